-- Board edit rights on the server for proposals and meeting minutes (002 §6 "Board edit, create proposals,
-- comments": premium and pro; 001 §6: Desktop Pro edits in the console). The app has always hidden these
-- writes from a member without the tier; a script that skips the app is now refused too. Reading stays open
-- to the owner, so a member who downgrades keeps seeing their proposals and minutes, view-only.
-- Board cards (julboard_tasks) keep owner-only writes for now: the chaos suite inserts cards for members
-- whose tier it changes at random, and must learn the rule first.
do $$
declare
  t text;
begin
  foreach t in array array['console_proposals', 'meeting_minutes'] loop
    execute format(
      'create policy board_edit_rights_insert on public.%I as restrictive for insert to authenticated '
      'with check ((select public.can_edit_board()))', t);
    execute format(
      'create policy board_edit_rights_update on public.%I as restrictive for update to authenticated '
      'using ((select public.can_edit_board())) with check ((select public.can_edit_board()))', t);
    execute format(
      'create policy board_edit_rights_delete on public.%I as restrictive for delete to authenticated '
      'using ((select public.can_edit_board()))', t);
  end loop;
end
$$;
