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
# desktop's menu with its icon.
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
program_dir=${program_dir:-$prefix/lib/dq-desktop}
readonly prefix program_dir
readonly bin_link=$prefix/bin/dq-desktop
readonly share=$prefix/share
readonly desktop_file=$share/applications/$APP_ID.desktop
readonly metainfo_file=$share/metainfo/$APP_ID.metainfo.xml

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
  rm -f -- "$bin_link" "$desktop_file" "$metainfo_file"
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
ln -sfn -- "$program_dir/dq-desktop" "$bin_link"

# The desktop entry runs the copied program by its full path.
mkdir -p -- "$share/applications" "$share/metainfo"
sed -e "s|^Exec=dq-desktop|Exec=$program_dir/dq-desktop|" \
    -e "s|^TryExec=dq-desktop|TryExec=$program_dir/dq-desktop|" \
    "$here/share/applications/$APP_ID.desktop" >"$desktop_file"
cp -- "$here/share/metainfo/$APP_ID.metainfo.xml" "$metainfo_file"
for size in "${SIZES[@]}"; do
  install -D -m 644 -- "$here/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png" \
    "$share/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
done
install -D -m 644 -- "$here/share/icons/hicolor/scalable/apps/$APP_ID.svg" \
  "$share/icons/hicolor/scalable/apps/$APP_ID.svg"
refresh_caches

echo "Don Quixote installed in $program_dir"
case ":$PATH:" in
  *":$prefix/bin:"*) echo "Start it from your desktop's menu, or with: dq-desktop" ;;
  *) echo "Start it from your desktop's menu, or with: $bin_link" ;;
esac
