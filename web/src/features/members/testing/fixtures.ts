import { ME_ID, jsonResponse, me, signedInStore, stubFetch, type Handler } from '@/test/api-stubs';
import { OTHER_ID, makeMember, publicFieldsOf } from '@/test/members';

export {
  ME_ID,
  OTHER_ID,
  jsonResponse,
  makeMember,
  me,
  publicFieldsOf,
  signedInStore,
  stubFetch,
  type Handler,
};
