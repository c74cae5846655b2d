-- Staff prepare members' boards (000 §2.3 /admin/jul-grid-upload loads board items from a CSV into a
-- member's julboard_tasks) and follow the requests members raise from their board (Request Portfolio
-- Update, Submit Decision for Review: cards on the member's board, 001 §2). Staff read every card and add
-- cards in a member's name; changing or deleting a member's cards stays with the member.
create policy staff_select on public.julboard_tasks for select to authenticated
  using ((select public.is_staff()));
create policy staff_insert on public.julboard_tasks for insert to authenticated
  with check ((select public.is_staff()));
