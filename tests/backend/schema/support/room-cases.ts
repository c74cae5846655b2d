// Room access by tier (002 §6, 001 §2), as data: who may read and who may post in each room.
export const ROOM_TIERS = ['free', 'premium', 'pro', 'staff'] as const
export type RoomTier = (typeof ROOM_TIERS)[number]
export const ROOMS = ['julius', 'peer', 'cross-group'] as const
export type Room = (typeof ROOMS)[number]

export const ROOM_ACCESS: Record<Room, { read: readonly RoomTier[]; post: readonly RoomTier[] }> = {
  julius: { read: ['free', 'premium', 'pro', 'staff'], post: ['premium', 'pro', 'staff'] },
  peer: { read: ['free', 'premium', 'pro', 'staff'], post: ['premium', 'pro', 'staff'] },
  'cross-group': { read: ['pro', 'staff'], post: ['pro', 'staff'] },
}
