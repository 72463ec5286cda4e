#!/usr/bin/env bash
# The records window on a real display: docs/real/records-{50,2000,20000}.png, and in French
# (20,000 games) and German (2,000 games). The books come from the benchmark:
#
#   python benchmarks/bench_records.py --books /tmp/books        # builds records-N.sqlite3
#   /work/shared/tools/real-display --size 1300x900 docs/make_records_progress_screenshots.sh /tmp/books
#
# Each shot: a fresh data folder holding a copy of the book and the language's settings, the
# program started, Records opened from the Game menu by a real click and its accelerator, the
# fifth game of the list clicked (its ring drawn on the chart), the screen captured and cut to
# the window (1280x860).
set -u
books=$1
repo=$(cd "$(dirname "$0")/.." && pwd)
shoot() {
  local games=$1 lang=$2 out=$3 dir app item rec
  dir=$(mktemp -d)
  cp "$books/records-$games.sqlite3" "$dir/records.sqlite3"
  printf '{"format":"dq-settings/1","language":"%s","guided_offered":true}' "$lang" \
    > "$dir/settings.json"
  "$repo/.venv/bin/dq-desktop" --data-dir "$dir" > "$dir/app.log" 2>&1 &
  app=$!
  for _ in $(seq 1 100); do
    xdotool search --onlyvisible --name "Don Quixote" > /dev/null 2>&1 && break; sleep 0.3
  done
  sleep 3
  case $lang in fr) item=r ;; de) item=a ;; *) item=r ;; esac
  xdotool mousemove 20 8 click 1; sleep 1.5; xdotool key "$item"
  for _ in $(seq 1 100); do
    xdotool search --onlyvisible --name "Records|Registre|Spielarchiv" > /dev/null 2>&1 && break
    sleep 0.3
  done
  sleep 4
  rec=$(xdotool search --onlyvisible --name "Records|Registre|Spielarchiv" | tail -1)
  xdotool windowmove "$rec" 0 0; xdotool windowsize "$rec" 1280 860; sleep 2
  xdotool mousemove 300 735 click 1; sleep 1.5
  import -window root "$dir/shot.png"
  convert "$dir/shot.png" -crop 1280x860+0+0 +repage "$repo/docs/real/$out.png"
  kill "$app"; wait "$app" 2> /dev/null
  rm -rf "$dir"
}
shoot 50 en records-50
shoot 2000 en records-2000
shoot 20000 en records-20000
shoot 20000 fr records-20000-fr
shoot 2000 de records-2000-de
