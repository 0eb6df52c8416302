-- Each claim of a video conversion gets its own token, and every write of the job names it: a node
-- whose job was taken over (it stopped reporting and another node claimed it) can no longer write it.
ALTER TABLE "video_contents" ADD COLUMN "claim" uuid;
