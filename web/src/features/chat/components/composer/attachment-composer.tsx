import { LIMITS } from '@chingu/contract/constants';
import type { ComponentProps, ReactNode } from 'react';
import { useAttachmentSelection } from '../../hooks/use-attachment-selection';
import type { OutgoingFile } from '../../hooks/use-send-attachments';
import { useVoiceRecorder } from '../../hooks/use-voice-recorder';
import { AttachmentButton, AttachmentTray } from './attachment-picker';
import { MessageInput } from './message-input';
import { VoiceRecordButton, VoiceRecordingBar } from './voice-recorder';

type Props = ComponentProps<typeof MessageInput> & {
  /** Sends photos (with the text as caption) or a voice clip. */
  onSendFiles: (files: OutgoingFile[], caption?: string) => void;
  /** Texts only: my message request waits (PRODUCT §9.1), so no photo or voice button. */
  textOnly?: boolean;
  /** A button beside the attach button while nothing is typed ("Propose a time"); not with `textOnly`. */
  extraSlot?: ReactNode;
};

function objectUrl(blob: Blob): string | undefined {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : undefined;
}

/**
 * The composer with photos and voice messages (PRODUCT §8.3): picked photos wait above it and go
 * with the text as their caption; the microphone replaces it with the recording bar while
 * recording. Everything else is MessageInput's.
 */
export function AttachmentComposer({
  onSendFiles,
  onSend,
  textOnly = false,
  extraSlot,
  ...props
}: Props) {
  const selection = useAttachmentSelection();
  const recorder = useVoiceRecorder((clip) =>
    onSendFiles([
      {
        file: clip.blob,
        previewUrl: objectUrl(clip.blob),
        voice: { durationMs: clip.durationMs, waveform: clip.waveform },
      },
    ]),
  );

  if (recorder.state === 'recording') return <VoiceRecordingBar recorder={recorder} />;

  const photos = selection.photos.length > 0;
  return (
    <>
      <AttachmentTray
        photos={selection.photos}
        max={LIMITS.attachmentsPerMessage}
        onRemove={selection.remove}
      />
      <MessageInput
        {...props}
        // Texts written offline wait in the outbox (PRODUCT §8.4); photos need their upload.
        connected={props.connected || !photos}
        onSend={(text) => {
          if (!photos) {
            onSend(text);
            return;
          }
          const picked = selection.take();
          onSendFiles(
            picked.map((photo) => ({ file: photo.file, previewUrl: photo.url })),
            text,
          );
        }}
        allowEmpty={photos}
        attachSlot={
          textOnly ? undefined : (
            <AttachmentButton
              disabled={selection.full}
              onPick={(files) => void selection.add(files)}
            />
          )
        }
        idleSlot={textOnly || photos ? undefined : extraSlot}
        voiceSlot={
          photos || textOnly ? undefined : (
            <VoiceRecordButton recorder={recorder} disabled={!props.connected} />
          )
        }
      />
    </>
  );
}
