-- A tag's text names it within its organisation: two tags reading "VIP" and "vip" cannot be told apart
-- in a picker (issue 8). The resource answers a clash as 409 on the text field; this index holds under
-- concurrent writes too.
CREATE UNIQUE INDEX tags_organisation_text_key ON tags (organisation_id, lower(text));
