-- One push subscription per device (002 §3 keeps its columns: user_id, device_token, platform,
-- updated_at). The spec's key, one row per user and platform, let the last browser to enable push
-- replace every other device of the member: a phone and a laptop could not both be reached. Each
-- browser subscription is its own row now, unique per user and device token (the subscription JSON,
-- whose endpoint is the device's), so the app's upsert conflicts on user_id and device_token; a device
-- whose subscription rotates deletes its old row, and push-notify deletes rows the push service calls
-- gone.
alter table public.push_notification_tokens
  drop constraint push_notification_tokens_user_id_platform_key;
alter table public.push_notification_tokens
  add constraint push_notification_tokens_user_id_device_token_key unique (user_id, device_token);

-- Ids of this table derive from its key (migration 20261201000100, sync/derived-id.ts), so every device
-- writing the same subscription names the same row: the key is now the device token.
drop trigger sync_derive_id on public.push_notification_tokens;
create trigger sync_derive_id before insert on public.push_notification_tokens
for each row execute function public.sync_derive_id('user_id', 'device_token');
update public.push_notification_tokens
  set id = public.sync_derived_id('push_notification_tokens', array[user_id::text, device_token]);
