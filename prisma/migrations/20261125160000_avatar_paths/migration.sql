-- Local-mode avatars were stored as absolute URLs built from APP_URL at upload time
-- ("http://localhost:3000/api/uploads/<id>"), so they broke whenever the app was reached at another
-- address. They are now stored as the path "/api/uploads/<id>": convert the old rows. Only URLs that
-- name an upload of the same user change (Cloudinary URLs and anything else stay as they are).
UPDATE "users" AS u
SET "profile_picture" = '/api/uploads/' || s."id"
FROM "stored_uploads" AS s
WHERE s."user_id" = u."id"
  AND u."profile_picture" ~ '^https?://[^/]+/api/uploads/[0-9a-fA-F-]{36}$'
  AND lower(substring(u."profile_picture" from '/api/uploads/([0-9a-fA-F-]{36})$')) = lower(s."id");
