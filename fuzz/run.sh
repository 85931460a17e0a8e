#!/usr/bin/env bash
# Run both atheris targets in parallel at low priority for $1 seconds each
# (default 900). After a crash the target is restarted on its grown corpus
# until the time is used, so one campaign collects every distinct crash.
# Crash inputs land in fuzz/crashes/, logs in fuzz/logs/. PYTHON picks the
# interpreter (default .venv/bin/python); this checkout's urilint is used,
# so a snapshot (git archive HEAD) can be fuzzed while the tree changes.
set -u
cd "$(dirname "$0")/.."
python=${PYTHON:-.venv/bin/python}
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH}
seconds=${1:-900}
mkdir -p fuzz/crashes fuzz/logs fuzz/corpus-scanner fuzz/corpus-fix
run_target() {
    local target=$1 start=$SECONDS round=0
    while (( SECONDS - start < seconds )); do
        round=$((round + 1))
        nice -n 19 "$python" "fuzz/fuzz_$target.py" -dict=fuzz/uri.dict \
            -max_total_time=$((seconds - (SECONDS - start))) -max_len=4096 -timeout=20 \
            -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="fuzz/crashes/$target-" \
            "fuzz/corpus-$target" >"fuzz/logs/$target-$round.log" 2>&1
    done
}
run_target scanner & run_target fix & wait
