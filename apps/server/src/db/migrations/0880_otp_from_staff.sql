-- A registration code staff sent with a password reset: the student's first code request answers it.
ALTER TABLE "otp_codes" ADD COLUMN "from_staff" boolean DEFAULT false NOT NULL;
