import type { ChatMessage } from '../../utils/messages';
import { UploadProgress } from '../composer/attachment-picker';
import { AttachmentImages } from './attachment-images';
import { VoicePlayer } from './voice-player';

/**
 * The photos or voice clip of a message (PRODUCT §8.3), above its caption; a pending one shows
 * its local previews and the upload's progress.
 */
export function AttachmentContent({ message }: { message: ChatMessage }) {
  const { attachments } = message;
  if (!attachments || attachments.length === 0) return null;
  const voice = attachments.find((a) => a.mime.startsWith('audio/'));
  const uploading =
    message.isOptimistic && message.status === 'sent' && message.uploadProgress !== undefined;
  return (
    <>
      {voice ? (
        <VoicePlayer clip={voice} />
      ) : (
        <AttachmentImages photos={attachments.filter((a) => a.mime.startsWith('image/'))} />
      )}
      {uploading && <UploadProgress value={message.uploadProgress ?? 0} />}
    </>
  );
}
