CREATE TABLE metadata (name text, value text);
INSERT INTO metadata VALUES ('format', 'pbf'), ('minzoom', '13'), ('maxzoom', '15'), ('bounds', '24.9,60.1,25.0,60.2');
CREATE VIEW tiles AS WITH RECURSIVE r(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM r) SELECT 14 AS zoom_level, n AS tile_column, n AS tile_row, randomblob(100) AS tile_data FROM r;
