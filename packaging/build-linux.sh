#!/usr/bin/env bash
# Build the Linux bundle of dq-desktop, pack it as a tarball, and smoke-test
# what a player would unpack.
#
#   packaging/build-linux.sh            build, pack, test
#   packaging/build-linux.sh --no-test  build and pack only
#
# Makes (or reuses) its own build environment, build/packaging/venv, with
# dq-desktop installed from its wheel and PyInstaller; installs the X11
# libraries the bundle carries with apt-get when they are missing and it runs
# as root. Writes dist/dq-desktop-VERSION-linux-ARCH/ and its .tar.gz, then
# prints the bundle's size, its start-up time and how long all this took.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
readonly repo

readonly APP_ID=io.github.dq_desktop.DonQuixote
readonly VENV=build/packaging/venv
readonly WORK=build/packaging/linux
readonly ICON_SIZES=(16 24 32 48 64 128 256 512)
readonly STARTUP_RUNS=7
run_tests=true
[ "${1:-}" = --no-test ] && run_tests=false
started=$SECONDS

step() { printf '\n== %s\n' "$*"; }
fail() { echo "build-linux: $*" >&2; exit 1; }

# --- 1. The libraries of Qt's X11 platform plugin -----------------------------------
# PyInstaller copies into the bundle the libraries that Qt's plugins link to, so
# they must be on the building machine (PySide6's wheel does not carry them).
step "system libraries"
declare -A library_package=(
  [libxcb-cursor.so.0]=libxcb-cursor0 [libxcb-icccm.so.4]=libxcb-icccm4
  [libxcb-image.so.0]=libxcb-image0 [libxcb-keysyms.so.1]=libxcb-keysyms1
  [libxcb-randr.so.0]=libxcb-randr0 [libxcb-render-util.so.0]=libxcb-render-util0
  [libxcb-shape.so.0]=libxcb-shape0 [libxcb-xkb.so.1]=libxcb-xkb1
  [libxkbcommon-x11.so.0]=libxkbcommon-x11-0 [libwayland-cursor.so.0]=libwayland-cursor0
  [libxcb-util.so.1]=libxcb-util1 [libxkbcommon.so.0]=libxkbcommon0
  [libwayland-client.so.0]=libwayland-client0 [libfontconfig.so.1]=libfontconfig1
  [libdbus-1.so.3]=libdbus-1-3
)
known_libraries=$(ldconfig -p)
missing=()
for library in "${!library_package[@]}"; do
  grep -q "/$library\$" <<<"$known_libraries" || missing+=("${library_package[$library]}")
done
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
    echo "installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null 2>&1 ||
      { apt-get update -qq >/dev/null && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; }
  else
    fail "install these packages first (or their equivalents): ${missing[*]}"
  fi
fi
echo "all present"

# --- 2. The build environment: dq-desktop from its wheel, and PyInstaller -------------
step "build environment $VENV"
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
# PyInstaller and dq-desktop's dependencies at the exact versions of the lock
# (packaging/lock.py makes it), their hashes checked.
"$VENV/bin/pip" install -q --require-hashes -r packaging/requirements-lock.txt >/dev/null
# Then this tree's dq-desktop, as a plain install (never editable: only the wheel
# puts resources/ inside the package).
"$VENV/bin/pip" install -q --force-reinstall --no-deps . >/dev/null
# With DQ_DESKTOP_COMPILE=1 the wheel is the compiled build (docs/building.md): pip fetches
# mypy into its isolated build environment, and the C compiler compiles.
version=$("$VENV/bin/python" -c 'import dq_desktop; print(dq_desktop.__version__)')
"$VENV/bin/python" -c 'import PyInstaller; print("PyInstaller", PyInstaller.__version__)'
echo "dq-desktop $version${DQ_DESKTOP_COMPILE:+ (DQ_DESKTOP_COMPILE=$DQ_DESKTOP_COMPILE)}"

# --- 3. The bundle -------------------------------------------------------------------
step "PyInstaller"
build_started=$SECONDS
"$VENV/bin/pyinstaller" --noconfirm --log-level WARN \
  --distpath "$WORK/dist" --workpath "$WORK/work" packaging/linux/dq-desktop.spec
echo "PyInstaller took $((SECONDS - build_started)) s"

# --- 4. The tarball: the program folder with the desktop files beside it --------------
step "tarball"
arch=$(uname -m)
name=dq-desktop-$version-linux-$arch
bundle=dist/$name
rm -rf "$bundle" "$bundle.tar.gz"
mkdir -p "$bundle"
cp -a "$WORK/dist/dq-desktop/." "$bundle/"
install -D -m 644 "packaging/linux/$APP_ID.desktop" "$bundle/share/applications/$APP_ID.desktop"
install -D -m 644 "packaging/linux/$APP_ID.metainfo.xml" "$bundle/share/metainfo/$APP_ID.metainfo.xml"
for size in "${ICON_SIZES[@]}"; do
  install -D -m 644 "resources/icons/dq-desktop-$size.png" \
    "$bundle/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
done
install -D -m 644 resources/icons/dq-desktop.svg "$bundle/share/icons/hicolor/scalable/apps/$APP_ID.svg"
install -m 755 packaging/linux/install.sh "$bundle/install.sh"
# The oldest glibc the bundle runs on: the newest glibc symbol any of its files uses.
glibc=$(find "$bundle" -type f \( -name '*.so*' -o -name dq-desktop \) -print0 |
  xargs -0 objdump -T 2>/dev/null | grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -1 || true)
glibc=${glibc#GLIBC_}
glibc=${glibc:-"(unknown: objdump is missing)"}
sed "s/@GLIBC@/$glibc/" packaging/linux/README.txt >"$bundle/README.txt"
for licence in LICENSE COPYING; do
  if [ -f "$licence" ]; then install -m 644 "$licence" "$bundle/$licence"; fi
done
tar -C dist -czf "$bundle.tar.gz" "$name"
echo "$bundle.tar.gz"

if ! "$run_tests"; then
  echo "build-linux: built in $((SECONDS - started)) s (not tested)"
  exit 0
fi

# --- 5. Smoke tests, on the unpacked tarball ------------------------------------------
step "smoke tests"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
tar -C "$scratch" -xzf "$bundle.tar.gz"
unpacked=$scratch/$name
# A home of its own, so that the tests neither read nor write the builder's files.
export HOME=$scratch/home XDG_CONFIG_HOME=$scratch/home/.config
export XDG_DATA_HOME=$scratch/home/.local/share XDG_STATE_HOME=$scratch/home/.local/state
mkdir -p "$HOME"
cd "$scratch"

check() { printf '  %-58s' "$1"; }
ok() { echo "ok${1:+ ($1)}"; }

check "--version names version $version"
[ "$("$unpacked/dq-desktop" --version)" = "dq-desktop $version" ] || fail "wrong version"
ok

check "--selftest (offscreen) plays a game through the window"
QT_QPA_PLATFORM=offscreen "$unpacked/dq-desktop" --selftest >"$scratch/selftest.log" 2>&1 ||
  { cat "$scratch/selftest.log" >&2; fail "the self-test failed"; }
ok "$(grep -o 'selftest ok[^;]*' "$scratch/selftest.log")"

if command -v xvfb-run >/dev/null; then
  check "--selftest --solo on an X server (Xvfb, the xcb plugin)"
  timeout 300 xvfb-run -a -s "-screen 0 1400x900x24" "$unpacked/dq-desktop" --selftest --solo \
    >"$scratch/selftest-x11.log" 2>&1 || { cat "$scratch/selftest-x11.log" >&2; fail "failed on X11"; }
  ok
else
  check "--selftest on an X server"
  echo "skipped (no xvfb-run; apt-get install xvfb xauth)"
fi

check "review --jobs 2: worker processes of the frozen program"
"$unpacked/dq-desktop" simulate --games 1 --bot greedy --seed 1 --records "$scratch/records" \
  >/dev/null || fail "simulate failed"
"$unpacked/dq-desktop" review "$scratch/records/game-1.json" --jobs 2 >"$scratch/review.log" 2>&1 ||
  { cat "$scratch/review.log" >&2; fail "the review on two processes failed"; }
grep -q "expected points given up in all" "$scratch/review.log" ||
  { cat "$scratch/review.log" >&2; fail "the review printed no total"; }
ok

if [ "${DQ_DESKTOP_COMPILE:-}" = 1 ]; then
  check "the compiled modules are in the bundle"
  compgen -G "$unpacked/_internal/dq_desktop_bots__mypyc.*.so" >/dev/null ||
    fail "the compiled modules' shared library is not in the bundle"
  compgen -G "$unpacked/_internal/dq_desktop/engine/bots/fastboard.*.so" >/dev/null ||
    fail "the compiled fastboard is not in the bundle"
  compgen -G "$unpacked/_internal/dq_desktop/engine/bots/_board_kernel.*.so" >/dev/null ||
    fail "the fast board's C kernel is not in the bundle"
  ok "$(find "$unpacked/_internal/dq_desktop" -name '*.so' | wc -l) modules"
fi

check "a command without a screen (validate)"
"$unpacked/dq-desktop" validate "$unpacked/_internal/dq_desktop/resources/tilesets/classic.json" \
  >/dev/null || fail "validate failed on the built-in tile set"
ok

# The bootloader puts _internal on the library path; ldd is given the same.
internal=$unpacked/_internal
plugins=$internal/PySide6/Qt/plugins
for plugin in platforms/libqxcb.so platforms/libqoffscreen.so platforms/libqwayland.so; do
  check "ldd $plugin: no missing library"
  [ -f "$plugins/$plugin" ] || fail "$plugin is not in the bundle"
  if LD_LIBRARY_PATH=$internal ldd "$plugins/$plugin" | grep 'not found'; then
    fail "$plugin misses libraries"
  fi
  ok
done
check "ldd on every library of the bundle: none missing"
missing_libs=$(find "$internal" -name '*.so*' -type f -print0 |
  xargs -0 -n 32 env LD_LIBRARY_PATH="$internal" ldd 2>/dev/null | grep 'not found' | sort -u || true)
[ -z "$missing_libs" ] || { echo "$missing_libs" >&2; fail "libraries are missing"; }
ok "$(find "$internal" -name '*.so*' -type f | wc -l) files"

check "third-party notices name every library of the bundle"
"$repo/$VENV/bin/python" "$repo/packaging/notices.py" check "$internal" >"$scratch/notices.log" 2>&1 ||
  { cat "$scratch/notices.log" >&2; fail "the third-party notices miss libraries"; }
ok "$(grep -c '^  [^ ].*: [0-9]*$' "$internal/THIRD-PARTY-NOTICES.txt") files"

check "tile sets, icons, translations, Qt's translations"
for file in dq_desktop/resources/tilesets/classic.json dq_desktop/resources/icons/dq-desktop-256.png \
  PySide6/Qt/translations/qtbase_fr.qm PySide6/Qt/translations/qtbase_de.qm; do
  [ -f "$internal/$file" ] || fail "$file is not in the bundle"
done
for qm in "$repo"/dq_desktop/i18n/*.qm; do
  [ -e "$qm" ] || continue
  [ -f "$internal/dq_desktop/i18n/${qm##*/}" ] || fail "${qm##*/} is not in the bundle"
done
ok "$(find "$internal/dq_desktop/i18n" -name '*.qm' 2>/dev/null | wc -l) catalogues"

check "no unused Qt module (Network, Qml, Quick, Sql, Test...)"
unused=$(find "$internal" \( -name 'libQt6Network*' -o -name 'libQt6Qml*' -o -name 'libQt6Quick*' \
  -o -name 'libQt6Sql*' -o -name 'libQt6Test*' -o -name 'libQt6Pdf*' -o -name 'QtNetwork*' \
  -o -name 'QtQml*' -o -name 'QtQuick*' -o -name 'QtSql*' -o -name 'QtTest*' \) -print)
[ -z "$unused" ] || { echo "$unused" >&2; fail "unused Qt modules are in the bundle"; }
ok

check "install.sh into a folder with a space; --uninstall"
# A folder with a space: the menu entry must quote the program's path to start it.
prefix="$scratch/a prefix"
"$unpacked/install.sh" --prefix "$prefix" >/dev/null
[ -x "$prefix/bin/dq-desktop" ] || fail "no dq-desktop on the PATH"
installed_entry=$prefix/share/applications/$APP_ID.desktop
grep -qxF "Exec=\"$prefix/lib/dq-desktop/dq-desktop\"" "$installed_entry" ||
  fail "Exec is not the installed program, quoted"
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$installed_entry" || fail "the installed desktop entry is not valid"
fi
[ -f "$prefix/share/icons/hicolor/256x256/apps/$APP_ID.png" ] || fail "no icon"
"$prefix/bin/dq-desktop" --version >/dev/null || fail "the installed program does not run"
"$unpacked/install.sh" --prefix "$prefix" --uninstall >/dev/null
# What remains are the desktop's caches (mimeinfo.cache), which are not ours to remove.
leftovers=$(find "$prefix" -type f ! -name '*.cache')
[ -z "$leftovers" ] || { echo "$leftovers" >&2; fail "--uninstall left files behind"; }
ok

# --- 6. Figures ----------------------------------------------------------------------
step "figures"
times=()
QT_QPA_PLATFORM=offscreen "$unpacked/dq-desktop" --quit-when-shown >/dev/null 2>&1 # warm the cache
for _ in $(seq "$STARTUP_RUNS"); do
  begin=$(date +%s%N)
  QT_QPA_PLATFORM=offscreen "$unpacked/dq-desktop" --quit-when-shown >/dev/null 2>&1
  times+=($((($(date +%s%N) - begin) / 1000000)))
done
median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((STARTUP_RUNS + 1) / 2))p")
printf 'bundle folder:  %s\n' "$(du -sh "$unpacked" | cut -f1)"
printf 'tarball:        %s (%s)\n' "$(du -h "$repo/$bundle.tar.gz" | cut -f1)" "$bundle.tar.gz"
printf 'start-up time:  %s ms median of %s runs (%s ms), to the window shown, offscreen\n' \
  "$median" "$STARTUP_RUNS" "${times[*]}"
printf 'needs:          glibc %s or later (the newest glibc symbol the bundle uses)\n' "$glibc"
printf 'build + tests:  %s s\n' "$((SECONDS - started))"
echo "build-linux: the bundle passed its smoke tests"
