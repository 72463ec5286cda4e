#!/usr/bin/env bash
# Install Don Quixote (dq-desktop) from this unpacked folder, or remove it again.
#
#   ./install.sh                 for you alone: ~/.local (no root needed)
#   sudo ./install.sh --system   for everybody: /opt/dq-desktop and /usr/local
#   ./install.sh --prefix DIR    under DIR (program in DIR/lib/dq-desktop)
#   ./install.sh --uninstall     removes what the same command installed
#
# The program itself needs no installing: ./dq-desktop runs from this folder.
# Installing copies it, puts `dq-desktop` on the PATH and adds the game to the
# desktop's menu with its icon. A `dq-desktop` command that something else put
# there (pipx, pip) is left as it is, at install and at uninstall.
set -euo pipefail

readonly APP_ID=io.github.dq_desktop.DonQuixote
readonly SIZES=(16 24 32 48 64 128 256 512)
here=$(cd "$(dirname "$0")" && pwd)
readonly here

usage() { sed -n '2,12s/^# \{0,1\}//p' "$0"; }

prefix=$HOME/.local
program_dir=
uninstall=false
while [ "$#" -gt 0 ]; do
  case $1 in
    --system) prefix=/usr/local; program_dir=/opt/dq-desktop ;;
    --prefix) prefix=${2:?--prefix needs a folder}; shift ;;
    --uninstall) uninstall=true ;;
    -h | --help) usage; exit 0 ;;
    *) echo "install.sh: unknown option $1" >&2; usage >&2; exit 2 ;;
  esac
  shift
done
# The menu entry names the program by its full path: a relative --prefix is made whole.
case $prefix in /*) ;; *) prefix=$PWD/$prefix ;; esac
program_dir=${program_dir:-$prefix/lib/dq-desktop}
readonly prefix program_dir
case $program_dir in
  *$'\n'* | *$'\r'*) echo "install.sh: a folder name with a line break cannot go in a menu entry" >&2; exit 2 ;;
esac
readonly bin_link=$prefix/bin/dq-desktop
readonly share=$prefix/share
readonly desktop_file=$share/applications/$APP_ID.desktop
readonly metainfo_file=$share/metainfo/$APP_ID.metainfo.xml

# Whether the dq-desktop command on the PATH is the link this script makes.
link_is_ours() { [ -L "$bin_link" ] && [ "$(readlink -- "$bin_link")" = "$program_dir/dq-desktop" ]; }

# A desktop entry's string value: a backslash is written twice.
desktop_string() { printf '%s' "${1//\\/\\\\}"; }

# A path as the one argument of Exec= (Desktop Entry Specification, "The Exec key"):
# in double quotes, with " ` $ \ escaped by a backslash and % doubled; then written
# as a string value.
desktop_exec() {
  local word=$1
  word=${word//\\/\\\\}
  word=${word//\"/\\\"}
  word=${word//\`/\\\`}
  word=${word//\$/\\\$}
  word=${word//%/%%}
  desktop_string "\"$word\""
}

refresh_caches() {
  if command -v update-desktop-database >/dev/null; then
    update-desktop-database -q "$share/applications" 2>/dev/null || true
  fi
  if command -v gtk-update-icon-cache >/dev/null && [ -f "$share/icons/hicolor/index.theme" ]; then
    gtk-update-icon-cache -q -t -f "$share/icons/hicolor" 2>/dev/null || true
  fi
}

if "$uninstall"; then
  rm -rf -- "$program_dir"
  if link_is_ours; then
    rm -f -- "$bin_link"
  elif [ -e "$bin_link" ] || [ -L "$bin_link" ]; then
    echo "Left $bin_link: another dq-desktop (pipx, pip?) put it there"
  fi
  rm -f -- "$desktop_file" "$metainfo_file"
  for size in "${SIZES[@]}"; do
    rm -f -- "$share/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
  done
  rm -f -- "$share/icons/hicolor/scalable/apps/$APP_ID.svg"
  refresh_caches
  echo "Don Quixote removed from $prefix"
  exit 0
fi

[ -x "$here/dq-desktop" ] || { echo "install.sh: run me from the unpacked bundle" >&2; exit 1; }

# The program: the executable and its _internal folder, copied whole.
rm -rf -- "$program_dir"
mkdir -p -- "$program_dir" "$prefix/bin"
cp -a -- "$here/dq-desktop" "$here/_internal" "$program_dir/"
on_path=true
if link_is_ours || ! { [ -e "$bin_link" ] || [ -L "$bin_link" ]; }; then
  ln -sfn -- "$program_dir/dq-desktop" "$bin_link"
else
  on_path=false
fi

# The desktop entry runs the copied program by its full path.
mkdir -p -- "$share/applications" "$share/metainfo"
while IFS= read -r line || [ -n "$line" ]; do
  case $line in
    Exec=dq-desktop) line="Exec=$(desktop_exec "$program_dir/dq-desktop")" ;;
    TryExec=dq-desktop) line="TryExec=$(desktop_string "$program_dir/dq-desktop")" ;;
  esac
  printf '%s\n' "$line"
done <"$here/share/applications/$APP_ID.desktop" >"$desktop_file"
cp -- "$here/share/metainfo/$APP_ID.metainfo.xml" "$metainfo_file"
for size in "${SIZES[@]}"; do
  install -D -m 644 -- "$here/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png" \
    "$share/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
done
install -D -m 644 -- "$here/share/icons/hicolor/scalable/apps/$APP_ID.svg" \
  "$share/icons/hicolor/scalable/apps/$APP_ID.svg"
refresh_caches

echo "Don Quixote installed in $program_dir"
if ! "$on_path"; then
  echo "$bin_link is another dq-desktop (pipx, pip?) and was left as it is."
  echo "Start this one from your desktop's menu, or with: $program_dir/dq-desktop"
  exit 0
fi
case ":$PATH:" in
  *":$prefix/bin:"*) echo "Start it from your desktop's menu, or with: dq-desktop" ;;
  *) echo "Start it from your desktop's menu, or with: $bin_link" ;;
esac
