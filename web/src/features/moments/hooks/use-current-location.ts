import type { TMomentLocation } from '@chingu/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useLazyReverseGeocodeQuery } from '../api/reverse-geocode';

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('no geolocation'));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: false,
      timeout: 15000,
      maximumAge: 60_000,
    });
  });
}

/**
 * The browser's position turned into 'city, country' by the server's geocoder (SPEC §7 Other),
 * with the SPEC §8 toasts. Resolves to the location, or null when it failed.
 */
export function useCurrentLocation() {
  const { t } = useTranslation('moments');
  const [reverseGeocode] = useLazyReverseGeocodeQuery();
  const [locating, setLocating] = useState(false);

  const locate = useCallback(async (): Promise<TMomentLocation | null> => {
    setLocating(true);
    try {
      let position: GeolocationPosition;
      try {
        position = await currentPosition();
      } catch {
        notifyError(t('createMoment.toast.locationError'));
        return null;
      }
      const { latitude, longitude } = position.coords;
      try {
        const result = await reverseGeocode({ lat: latitude, lon: longitude }, true).unwrap();
        notifySuccess(t('createMoment.toast.locationAdded'));
        return {
          formattedAddress: result.data.formattedAddress,
          type: 'Point',
          coordinates: [longitude, latitude],
        };
      } catch {
        notifyError(t('createMoment.toast.addressError'));
        return null;
      }
    } finally {
      setLocating(false);
    }
  }, [reverseGeocode, t]);

  return { locate, locating };
}
