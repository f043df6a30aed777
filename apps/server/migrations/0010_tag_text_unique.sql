-- A tag's text names it within its organisation: two tags reading "VIP" and "vip" cannot be told apart
-- in a picker (issue 8). The resource answers a clash as 409 on the text field; this index holds under
-- concurrent writes too.

-- Tags written before this rule keep their records: the second and later of a clash get a number.
UPDATE tags
SET text = tags.text || ' (' || clashes.n || ')'
FROM (
  SELECT id, row_number() OVER (PARTITION BY organisation_id, lower(text) ORDER BY created_at, id) AS n
  FROM tags
) AS clashes
WHERE clashes.id = tags.id AND clashes.n > 1;

CREATE UNIQUE INDEX tags_organisation_text_key ON tags (organisation_id, lower(text));
