-- Board cards join the board tier gate (002 §6 "Board edit": premium and pro; 000 §6 card management is
-- view-only on the free plan; 001 §6: Desktop Pro edits the board in the console). A member adds a card
-- (a new card, a capture turned into a card, a request raised from the board) only with board edit
-- rights, the same `can_edit_board()` the proposals and minutes follow; staff have them, so staff still
-- add cards in a member's name. Reading, changing and deleting a member's own cards stay owner-only, so a
-- member who downgrades keeps their cards and tidies them up.
create policy board_edit_rights_insert on public.julboard_tasks as restrictive for insert to authenticated
  with check ((select public.can_edit_board()));
