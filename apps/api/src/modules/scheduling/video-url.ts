import type { AppDeps } from '#api/app-deps.ts';

/**
 * A session's video room: the nutritionist's own fixed link when she set one, else a room
 * of its own on the practice's Jitsi server (VIDEO_BASE_URL). The room name carries 128
 * random bits (appointments.video_room), so nobody finds a session by guessing.
 */
export function videoUrlFor(
  deps: Pick<AppDeps, 'config'>,
  meetingUrl: string | null | undefined,
  videoRoom: string,
): string {
  return meetingUrl ?? `${deps.config.scheduling.videoBaseUrl}NourishWell-${videoRoom}`;
}
