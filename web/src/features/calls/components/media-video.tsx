import { forwardRef, useEffect, useRef, type VideoHTMLAttributes } from 'react';

type Props = Omit<VideoHTMLAttributes<HTMLVideoElement>, 'src'> & { stream: MediaStream | null };

/** A <video> playing a MediaStream (React has no prop for `srcObject`). */
export const MediaVideo = forwardRef<HTMLVideoElement, Props>(function MediaVideo(
  { stream, ...props },
  forwarded,
) {
  const own = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    const video = own.current;
    if (video && video.srcObject !== stream) video.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={(node) => {
        own.current = node;
        if (typeof forwarded === 'function') forwarded(node);
        else if (forwarded) forwarded.current = node;
      }}
      autoPlay
      playsInline
      {...props}
    />
  );
});
