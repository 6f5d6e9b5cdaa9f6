import { fullName, type AudioRoomDto } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AudioRoomView } from './repository';

export function presentAudioRoom({ room, host }: AudioRoomView, viewer: Principal): AudioRoomDto {
  return {
    _id: room.id,
    title: room.title,
    description: room.description,
    startTime: room.startTime.getTime(),
    endTime: room.endTime.getTime(),
    joinUrl: room.joinUrl,
    roomPath: `/${room.id}`,
    host: { _id: host.id, name: fullName(host.name) },
    isHost: host.id === viewer.userId,
  };
}
