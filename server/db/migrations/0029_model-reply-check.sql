-- Decision 050: why a model's reply broke the turn's plan and the engine's reply was sent (null: it was sent).
ALTER TABLE "ai_usage" ADD COLUMN "reply_rejected_for" text[];