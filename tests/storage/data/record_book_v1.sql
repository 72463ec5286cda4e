-- The record book as version 1 of dq-desktop wrote it: kept literally, so that
-- the migration test does not depend on today's code to make an old book.
CREATE TABLE schema_version (version INTEGER NOT NULL);
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    played_at TEXT NOT NULL,
    seed INTEGER,
    tileset TEXT NOT NULL,
    sancho INTEGER NOT NULL CHECK (sancho IN (0, 1)),
    record TEXT NOT NULL
);
CREATE INDEX games_by_date ON games (played_at);
CREATE TABLE players (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    total INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE rounds (
    game_id INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    round INTEGER NOT NULL CHECK (round IN (1, 2, 3)),
    castle6 INTEGER NOT NULL,
    castle4 INTEGER NOT NULL,
    churches INTEGER NOT NULL,
    windmills INTEGER NOT NULL,
    defense INTEGER NOT NULL,
    knights INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat, round),
    FOREIGN KEY (game_id, seat) REFERENCES players (game_id, seat) ON DELETE CASCADE
);
INSERT INTO schema_version (version) VALUES (1);
