#!/usr/bin/env bash
# Runs a command with the PC/SC services the APDU tests, benchmark and tour need: pcscd (unless
# one is already running) and virtual-card-host serving a DiagnosticCard in vpcd's first reader,
# "Virtual PCD 00 00". Whatever way the command ends, what this script started is stopped by PID.
#
#   pcsc-services.sh HOST_BINARY RUN_DIR -- COMMAND [ARGS...]
#
# When the services are up, COMMAND sees PCSC_VIRTUAL_CARD_READER="Virtual PCD 00 00", and the
# PC/SC tests then fail instead of skipping when something does not work. When they cannot be
# started (no pcscd installed, not root, vpcd not configured), this says why and runs COMMAND
# anyway; the tests then skip with that reason.
#
# PCSC_SERVICES_CARD=toncard serves the TON Labs card emulator instead (the host's --card
# toncard, configured by the TONCARD_EMU_* variables, which it inherits); COMMAND then sees
# TONCARD_VIRTUAL_CARD_READER="Virtual PCD 00 00" and no PCSC_VIRTUAL_CARD_READER, because the tests
# that read that one expect the DiagnosticCard. Unset or "diagnostic" is the DiagnosticCard.
set -uo pipefail

if [ $# -lt 3 ] || [ "$3" != "--" ]; then
    echo "usage: $0 HOST_BINARY RUN_DIR -- COMMAND [ARGS...]" >&2
    exit 64
fi
host_binary=$1
run_dir=$2
shift 3

card=${PCSC_SERVICES_CARD:-diagnostic}
case "$card" in
    diagnostic) card_name="a DiagnosticCard"; reader_variable=PCSC_VIRTUAL_CARD_READER ;;
    toncard) card_name="a TON Labs card emulator"; reader_variable=TONCARD_VIRTUAL_CARD_READER ;;
    *)
        echo "$0: PCSC_SERVICES_CARD must be diagnostic or toncard" >&2
        exit 64
        ;;
esac

pcscd_pid=""
host_pid=""
stop_services() {
    if [ -n "$host_pid" ]; then kill "$host_pid" 2>/dev/null; wait "$host_pid" 2>/dev/null; fi
    if [ -n "$pcscd_pid" ]; then kill "$pcscd_pid" 2>/dev/null; wait "$pcscd_pid" 2>/dev/null; fi
}
trap stop_services EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Polls `condition` every 50 ms, at most `tries` times.
wait_for() {
    local tries=$1; shift
    for ((i = 0; i < tries; i++)); do
        if "$@"; then return 0; fi
        sleep 0.05
    done
    return 1
}

# pcscd writes its pid file NUL-terminated.
pcscd_pid_on_file() {
    [ -f /run/pcscd/pcscd.pid ] && tr -cd '0-9' < /run/pcscd/pcscd.pid
}

pcscd_is_running() {
    local pid
    pid=$(pcscd_pid_on_file)
    [ -S /run/pcscd/pcscd.comm ] && [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null
}

host_has_connected() {
    grep -q "card inserted" "$run_dir/virtual-card-host.log" 2>/dev/null
}

start_services() {
    if ! command -v pcscd >/dev/null; then
        echo "pcsc-services: pcscd is not installed (make deps installs it as root); PC/SC tests will be skipped" >&2
        return 1
    fi
    if [ ! -f /etc/reader.conf.d/vpcd ]; then
        echo "pcsc-services: vsmartcard-vpcd is not installed, so pcscd has no virtual reader; PC/SC tests will be skipped" >&2
        return 1
    fi
    if pcscd_is_running; then
        echo "pcsc-services: using the pcscd already running (pid $(pcscd_pid_on_file))"
    else
        if [ "$(id -u)" -ne 0 ]; then
            echo "pcsc-services: pcscd is not running and only root can start it; PC/SC tests will be skipped" >&2
            return 1
        fi
        # A pcscd killed uncleanly leaves its socket and pid file behind, and a new one refuses to
        # start while they exist.
        rm -f /run/pcscd/pcscd.comm /run/pcscd/pcscd.pid
        pcscd --foreground > "$run_dir/pcscd.log" 2>&1 &
        pcscd_pid=$!
        if ! wait_for 100 pcscd_is_running; then
            echo "pcsc-services: pcscd did not start (see $run_dir/pcscd.log); PC/SC tests will be skipped" >&2
            return 1
        fi
        echo "pcsc-services: started pcscd (pid $pcscd_pid)"
    fi
    if [ ! -x "$host_binary" ]; then
        echo "pcsc-services: $host_binary is not built; PC/SC tests will be skipped" >&2
        return 1
    fi
    # A copy runs, so that building the workspace can relink the original meanwhile.
    cp "$host_binary" "$run_dir/virtual-card-host"
    "$run_dir/virtual-card-host" --port 35963 --card "$card" > "$run_dir/virtual-card-host.log" 2>&1 &
    host_pid=$!
    if ! wait_for 100 host_has_connected; then
        echo "pcsc-services: virtual-card-host did not reach vpcd (see $run_dir/virtual-card-host.log); PC/SC tests will be skipped" >&2
        return 1
    fi
    echo "pcsc-services: virtual-card-host (pid $host_pid) serves $card_name in \"Virtual PCD 00 00\""
    return 0
}

mkdir -p "$run_dir"
if start_services; then
    export "$reader_variable"="Virtual PCD 00 00"
fi
"$@"
