#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/) against the sources of the library targets below and runs each for a bounded
# time. Exits non-zero when a target crashes, hangs or runs out of memory; the input that did it is
# saved under fuzz-artifacts/.
#
# Usage: Scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]      (default: 60 s, targets payload keys plist app xcode activity geojson mbtiles)
#   FUZZ_OPTIONAL=1   exit 0 with a message when this toolchain cannot build libFuzzer targets
#   FUZZ_JOBS=N       run N fuzzing processes per target (default 1)
#   FUZZ_RSS_MB=N     memory limit per process (default 4096; ASan grows to about 1 GB in 15 min)
#   FUZZ_TIMEOUT=S    seconds one input may take (default 10; 30 for the app target)
# The working corpus lives in .build/fuzz/corpus-TARGET and grows across runs; seeds come from
# Examples/ and the committed hostile samples.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then targets=(payload keys plist app xcode activity geojson mbtiles); fi
out=.build/fuzz
artifacts=fuzz-artifacts
mkdir -p "$out" "$artifacts"

# Can this toolchain build a libFuzzer binary at all?
probe="$out/probe.swift"
cat > "$probe" <<'SWIFT'
@_cdecl("LLVMFuzzerTestOneInput")
public func probe(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { 0 }
SWIFT
if ! swiftc -sanitize=fuzzer,address -parse-as-library "$probe" -o "$out/probe" >"$out/probe.log" 2>&1; then
  echo "fuzz.sh: this toolchain cannot build libFuzzer targets (swiftc -sanitize=fuzzer,address failed):" >&2
  tail -5 "$out/probe.log" >&2
  if [ "${FUZZ_OPTIONAL:-0}" = 1 ]; then exit 0; fi
  exit 2
fi

# The pure library targets, compiled as one module with their imports of each other left out: the
# fuzzer build needs no SwiftPM, and the targets' walls are the package build's to keep.
modules=(Sources/PushPeekJSON Sources/PushPeekModel Sources/PushPeekCanvas Sources/PushPeekMaps Sources/PushPeekApp
         Sources/PushPeekSend Sources/PushPeekPresentation Sources/PushPeekLint Sources/PushPeekInteraction Sources/PushPeekSession)
flat="$out/sources"
rm -rf "$flat" && mkdir -p "$flat"
while read -r f; do
  sed '/^import PushPeek[A-Za-z]*$/d' "$f" > "$flat/$(basename "$f")"
done < <(find "${modules[@]}" -name '*.swift' | sort)
# Examples/ and Themes/ as the package build compiles them in (the EmbedFolders plugin's generator).
embed="$out/pushpeek-embed"
if [ ! -x "$embed" ] || [ Sources/pushpeek-embed/main.swift -nt "$embed" ]; then
  swiftc -O Sources/pushpeek-embed/main.swift -o "$embed"
fi
"$embed" BuiltinExamples Examples "$flat/BuiltinExamples.swift" --skip-xcode-imports
"$embed" BuiltinThemes Themes "$flat/BuiltinThemes.swift"
mapfile -t core < <(find "$flat" -name '*.swift' | sort)
# The Xcode readers (for the xcode target), flattened the same way.
importflat="$out/import-sources"
rm -rf "$importflat" && mkdir -p "$importflat"
while read -r f; do
  sed '/^import PushPeek[A-Za-z]*$/d' "$f" > "$importflat/$(basename "$f")"
done < <(find Sources/PushPeekImport -name '*.swift' | sort)
mapfile -t importer < <(find "$importflat" -name '*.swift' | sort)

build() {
  local target="$1" file binary
  case "$target" in
    payload) file=Fuzz/FuzzPayload.swift ;;
    keys) file=Fuzz/FuzzKeys.swift ;;
    plist) file=Fuzz/FuzzInfoPlist.swift ;;
    app) file=Fuzz/FuzzApp.swift ;;
    xcode) file=Fuzz/FuzzXcode.swift ;;
    activity) file=Fuzz/FuzzActivity.swift ;;
    geojson) file=Fuzz/FuzzGeoJSON.swift ;;
    mbtiles) file=Fuzz/FuzzMBTiles.swift ;;
    *) echo "fuzz.sh: unknown target $target (payload, keys, plist, app, xcode, activity, geojson, mbtiles)" >&2; exit 64 ;;
  esac
  # The Xcode readers are compiled into the same module as the core they read with; the MBTiles
  # target reads through SQLite and zlib, so the archive reader's sources join the module.
  local extra=()
  if [ "$target" = xcode ]; then extra=("${importer[@]}"); fi
  if [ "$target" = mbtiles ]; then
    mkdir -p "$out/sources-archives"
    while read -r f; do
      sed '/^import PushPeek[A-Za-z]*$/d' "$f" > "$out/sources-archives/$(basename "$f")"
    done < <(find Sources/PushPeekMapArchives -name '*.swift' | sort)
    mapfile -t extra < <(find "$out/sources-archives" -name '*.swift' | sort)
    # The C half of the archive readers (CArchiveSupport), compiled with the same sanitizers.
    for c in Sources/CArchiveSupport/*.c; do
      clang -c -O1 -g -fsanitize=fuzzer-no-link,address -I Sources/CArchiveSupport/include "$c" -o "$out/$(basename "$c" .c).o"
      extra+=("$out/$(basename "$c" .c).o")
    done
    extra+=(-I Sources/CSQLite -I Sources/CArchiveSupport/include -lsqlite3 -lz)
  fi
  binary="$out/fuzz-$target"
  if [ -x "$binary" ] && [ -z "$({ find "${modules[@]}" Sources/PushPeekImport Sources/PushPeekMapArchives Fuzz -name '*.swift' -newer "$binary"; find Examples Themes Sources/CArchiveSupport -type f -newer "$binary"; } | head -1)" ]; then
    return 0
  fi
  echo "fuzz.sh: building $binary" >&2
  swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name PushPeekFuzz -package-name pushpeek \
    "${core[@]}" "${extra[@]}" Fuzz/FuzzSupport.swift "$file" -lm -o "$binary" 2> >(grep -v 'Cannot export local symbol' >&2)
}

seed() {
  local target="$1" corpus="$out/corpus-$target"
  mkdir -p "$corpus"
  # Each seed gets a name from its path, so same-named files from different folders all stay.
  copy_seeds() {
    while read -r f; do cp "$f" "$corpus/seed-$(printf '%s' "$f" | cksum | cut -d' ' -f1)"; done
  }
  if [ "$target" = payload ]; then
    find Examples Tests Fuzz/Seeds -type f \( -name '*.json' -o -name '*.apns' -o -name '*.plist' -o -name '*.strings' \) -size -64k | copy_seeds
  elif [ "$target" = plist ]; then
    find Examples Tests Fuzz/Seeds -type f -name '*.plist' | copy_seeds
    # Binary copies of the XML seeds (what Xcode puts in a built bundle), when Python can write them.
    find Examples Tests -type f -name '*.plist' | while read -r f; do
      python3 -c 'import plistlib, sys; sys.stdout.buffer.write(plistlib.dumps(plistlib.load(open(sys.argv[1], "rb")), fmt=plistlib.FMT_BINARY))' "$f" \
        > "$corpus/seed-binary-$(printf '%s' "$f" | cksum | cut -d' ' -f1)" 2>/dev/null || true
    done
    # Generated hostile seeds: nesting past the limit, and 60 arrays that each hold the next twice.
    python3 -c 'print("<plist>" + "<array>" * 200 + "</array>" * 200 + "</plist>")' > "$corpus/seed-deep" || true
    python3 -c 'import sys, struct; o = b"".join(bytes([0xA2, i + 1, i + 1]) for i in range(60)) + b"\xa0"; sys.stdout.buffer.write(b"bplist00" + o + bytes(8 + 3 * i for i in range(61)) + bytes(6) + b"\x01\x01" + struct.pack(">QQQ", 61, 0, 8 + len(o)))' > "$corpus/seed-doubling" || true
  elif [ "$target" = app ]; then
    find Examples Fuzz/Seeds -type f -name 'app*.json' | copy_seeds
    find Tests -type f -name '*.json' -size -64k | copy_seeds
    # Generated: a view of 2,000 aligned controls and labels (the layout must stay linear).
    python3 -c 'import json; kinds = [{"button": {"title": "B", "align": "center"}}, {"label": {"text": "L", "align": "top"}}, {"segmented": {"segments": ["a", "b"], "align": "bottom"}}, {"image": {"attachment": 0, "align": "leading"}}]; print(json.dumps({"categories": [{"identifier": "ShowMap"}], "extensions": [{"attributes": {"UNNotificationExtensionCategory": "ShowMap", "UNNotificationExtensionUserInteractionEnabled": True}, "view": [kinds[i % 4] for i in range(2000)]}]}))' > "$corpus/seed-aligned" || true
  elif [ "$target" = xcode ]; then
    find Examples Tests Fuzz/Seeds -type f \( -name '*.pbxproj' -o -name '*.storyboard' -o -name '*.xib' -o -name '*.swift' -o -name '*.m' \) -path '*Examples*' -size -256k | copy_seeds
    python3 -c 'print("{a=" * 200 + "b" + ";}" * 200)' > "$corpus/seed-deep" || true
  elif [ "$target" = activity ]; then
    # Pushes joined by NUL (the target splits there): the delivery example's sequence, each push
    # alone, and the numbers that trapped (timestamps and Dates of ±1e300 and -2^63).
    find Examples -type f -name '[0-9]-*.json' | copy_seeds
    for d in Examples/*/; do
      ls "$d"[0-9]-*.json >/dev/null 2>&1 || continue
      for f in "$d"[0-9]-*.json; do cat "$f"; printf '\0'; done > "$corpus/seed-sequence-$(printf '%s' "$d" | cksum | cut -d' ' -f1)"
    done
    printf '{"aps":{"timestamp":1e300,"event":"update","content-state":{"eta":1e300}}}\0{"aps":{"timestamp":-9223372036854775808,"event":"end","dismissal-date":-1e300}}' > "$corpus/seed-huge-numbers"
  elif [ "$target" = geojson ]; then
    find Examples Tests Fuzz/Seeds -type f -name '*.geojson' -size -64k | copy_seeds
    # Generated: a long line whose positions mostly share cells, and many points.
    python3 -c 'import json; print(json.dumps({"type": "LineString", "coordinates": [[24.9 + i * 1e-9, 60.17] for i in range(5000)]}))' > "$corpus/seed-dense-line" || true
    python3 -c 'import json; print(json.dumps({"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {"name": "p%d" % i}, "geometry": {"type": "Point", "coordinates": [i * 0.01, 0]}} for i in range(500)]}))' > "$corpus/seed-points" || true
  elif [ "$target" = mbtiles ]; then
    find Tests -type f -name '*.mbtiles' -size -256k | copy_seeds
    find Fuzz/Seeds -type f -name '*.sql' | copy_seeds
  else
    printf '\x00\x09\x09\x0d\x0d' > "$corpus/seed-tab-enter"
    printf '\x81\x0d\xe1\x10\x08\x09\x0d\xf0\x20\x0a\x3f\x6c' > "$corpus/seed-mixed"
    printf '\x05\xe0\x00\x00\x0d\x09\x0d\xe5\x30\x10\x72\x64' > "$corpus/seed-tiny"
  fi
}

# Parallel jobs write fuzz-N.log files; keep them under .build.
parallel=()
if [ "${FUZZ_JOBS:-1}" -gt 1 ]; then parallel=(-jobs="$FUZZ_JOBS" -workers="$FUZZ_JOBS"); fi

status=0
for target in "${targets[@]}"; do
  build "$target"
  seed "$target"
  # Inputs up to 256 KiB: deep plist nesting and thousands of view elements are reachable.
  max_len=262144
  extra=(-dict=Fuzz/payload.dict)
  if [ "$target" = keys ]; then max_len=1024; extra=(); fi
  if [ "$target" = plist ]; then extra=(-dict=Fuzz/plist.dict); fi
  # A sequence of up to 12 pushes, each step drawn eight ways: 64 KiB holds 12 full-size pushes.
  if [ "$target" = activity ]; then max_len=65536; fi
  if [ "$target" = mbtiles ]; then extra=(-dict=Fuzz/mbtiles.dict); fi
  if [ "$target" = geojson ]; then extra=(-dict=Fuzz/geojson.dict); fi
  # A hang is an input that takes over 10 s; the app target renders each input eight times and replays
  # keys, up to 2 s of CPU with ASan for 256 KiB, so on a loaded machine it gets 30 s of wall time.
  timeout="${FUZZ_TIMEOUT:-10}"
  if [ "$target" = app ]; then timeout="${FUZZ_TIMEOUT:-30}"; fi
  echo "fuzz.sh: running $target for ${seconds}s" >&2
  start=$(date +%s)
  set +e
  ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" "$out/fuzz-$target" "$out/corpus-$target" -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb="${FUZZ_RSS_MB:-4096}" -detect_leaks=0 -max_len="$max_len" \
    "${extra[@]}" "${parallel[@]}" -print_final_stats=1 -artifact_prefix="$artifacts/$target-" \
    >"$out/$target.log" 2>&1
  result=$?
  set -e
  elapsed=$(( $(date +%s) - start ))
  if [ "$result" -ne 0 ]; then
    echo "fuzz.sh: $target FAILED after ${elapsed}s (exit $result); see $out/$target.log and $artifacts/" >&2
    grep -E 'ERROR|Fatal|SUMMARY|Test unit written' "$out/$target.log" | head -20 >&2 || true
    status=1
  else
    runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$out/$target.log" | grep -Eo '[0-9]+$' | tail -1)
    echo "fuzz.sh: $target ran ${elapsed}s, ${runs:-?} inputs, no crash" >&2
  fi
done
exit "$status"
