#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/) against the sources of the library targets below and runs each for a bounded
# time. Exits non-zero when a target crashes, hangs or runs out of memory; the input that did it is
# saved under fuzz-artifacts/.
#
# Usage: Scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]      (default: 60 s, targets payload keys plist app)
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
if [ ${#targets[@]} -eq 0 ]; then targets=(payload keys plist app); fi
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
mapfile -t core < <(find "$flat" -name '*.swift' | sort)

build() {
  local target="$1" file binary
  case "$target" in
    payload) file=Fuzz/FuzzPayload.swift ;;
    keys) file=Fuzz/FuzzKeys.swift ;;
    plist) file=Fuzz/FuzzInfoPlist.swift ;;
    app) file=Fuzz/FuzzApp.swift ;;
    *) echo "fuzz.sh: unknown target $target (payload, keys, plist, app)" >&2; exit 64 ;;
  esac
  binary="$out/fuzz-$target"
  if [ -x "$binary" ] && [ -z "$(find "${modules[@]}" Fuzz -name '*.swift' -newer "$binary" | head -1)" ]; then
    return 0
  fi
  echo "fuzz.sh: building $binary" >&2
  swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name PushPeekFuzz -package-name pushpeek \
    "${core[@]}" Fuzz/FuzzSupport.swift "$file" -lm -o "$binary" 2> >(grep -v 'Cannot export local symbol' >&2)
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
