-- biometric-signin (001 §7, §8; issue 16): WebAuthn enrolment and sign-in. public.biometric_credentials
-- stays the member's view of their enrolled devices (synced; the app disables a device by setting
-- is_active false). The key material and the pending challenges live here, in a schema the REST API
-- never exposes and only the function (service role) reaches through the functions below: a member can
-- never plant a public key of their choosing, and a challenge is used once and within five minutes.

create table private.webauthn_credentials (
  credential_id text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  device_id text not null,
  -- The COSE public key, base64url.
  public_key text not null,
  counter bigint not null default 0 check (counter >= 0),
  transports text[] not null default '{}',
  created_at timestamptz not null default now()
);
create index webauthn_credentials_user_idx on private.webauthn_credentials (user_id);

create table private.webauthn_challenges (
  challenge text primary key,
  purpose text not null check (purpose in ('registration', 'authentication')),
  user_id uuid references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

alter table private.webauthn_credentials enable row level security;
alter table private.webauthn_challenges enable row level security;
grant select, insert, update, delete on private.webauthn_credentials, private.webauthn_challenges to service_role;

create function public.webauthn_challenge_put(challenge text, purpose text, user_id uuid default null)
returns void
language sql volatile security definer set search_path = '' as $$
  delete from private.webauthn_challenges where created_at < now() - interval '5 minutes';
  insert into private.webauthn_challenges (challenge, purpose, user_id)
    values (webauthn_challenge_put.challenge, webauthn_challenge_put.purpose, webauthn_challenge_put.user_id);
$$;

-- Consumes the challenge: {"user_id": …} when it was issued for this purpose in the last five minutes,
-- else null. Either way it cannot be used again.
create function public.webauthn_challenge_take(challenge text, purpose text) returns jsonb
language sql volatile security definer set search_path = '' as $$
  with taken as (
    delete from private.webauthn_challenges c where c.challenge = webauthn_challenge_take.challenge
    returning c.purpose, c.user_id, c.created_at
  )
  select jsonb_build_object('user_id', t.user_id) from taken t
  where t.purpose = webauthn_challenge_take.purpose and t.created_at > now() - interval '5 minutes';
$$;

-- Stores a verified credential and (re)enrols the device: one active credential per user and device.
create function public.webauthn_register(
  user_id uuid,
  device_id text,
  device_name text,
  credential_id text,
  public_key text,
  counter bigint,
  transports text[]
) returns uuid
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  row_id uuid;
begin
  delete from private.webauthn_credentials w
    where w.user_id = webauthn_register.user_id and w.device_id = webauthn_register.device_id;
  insert into private.webauthn_credentials (credential_id, user_id, device_id, public_key, counter, transports)
    values (webauthn_register.credential_id, webauthn_register.user_id, webauthn_register.device_id,
      webauthn_register.public_key, webauthn_register.counter, coalesce(webauthn_register.transports, '{}'));
  insert into public.biometric_credentials (user_id, device_id, credential_id, device_name, is_active)
    values (webauthn_register.user_id, webauthn_register.device_id, webauthn_register.credential_id,
      webauthn_register.device_name, true)
    on conflict on constraint biometric_credentials_user_id_device_id_key do update
      set credential_id = excluded.credential_id, device_name = excluded.device_name, is_active = true
    returning id into row_id;
  return row_id;
end
$$;

-- The member's usable credentials (enrolled and still active in biometric_credentials).
create function public.webauthn_credentials_of(user_id uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select coalesce(jsonb_agg(jsonb_build_object('credential_id', w.credential_id, 'transports', w.transports)), '[]')
  from private.webauthn_credentials w
  join public.biometric_credentials b
    on b.user_id = w.user_id and b.credential_id = w.credential_id and b.is_active
  where w.user_id = webauthn_credentials_of.user_id;
$$;

-- One credential with its owner's e-mail, or null when unknown or disabled.
create function public.webauthn_credential(credential_id text) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('user_id', w.user_id, 'email', u.email, 'device_id', w.device_id,
    'public_key', w.public_key, 'counter', w.counter, 'transports', w.transports)
  from private.webauthn_credentials w
  join public.biometric_credentials b
    on b.user_id = w.user_id and b.credential_id = w.credential_id and b.is_active
  join auth.users u on u.id = w.user_id
  where w.credential_id = webauthn_credential.credential_id;
$$;

create function public.webauthn_used(credential_id text, counter bigint) returns void
language sql volatile security definer set search_path = '' as $$
  update private.webauthn_credentials w set counter = webauthn_used.counter
    where w.credential_id = webauthn_used.credential_id;
  update public.biometric_credentials b set last_used_at = now()
    where b.credential_id = webauthn_used.credential_id
      and b.user_id = (select w.user_id from private.webauthn_credentials w
                       where w.credential_id = webauthn_used.credential_id);
$$;

revoke execute on function public.webauthn_challenge_put(text, text, uuid),
  public.webauthn_challenge_take(text, text),
  public.webauthn_register(uuid, text, text, text, text, bigint, text[]),
  public.webauthn_credentials_of(uuid), public.webauthn_credential(text), public.webauthn_used(text, bigint)
  from public, anon, authenticated;
grant execute on function public.webauthn_challenge_put(text, text, uuid),
  public.webauthn_challenge_take(text, text),
  public.webauthn_register(uuid, text, text, text, text, bigint, text[]),
  public.webauthn_credentials_of(uuid), public.webauthn_credential(text), public.webauthn_used(text, bigint)
  to service_role;
