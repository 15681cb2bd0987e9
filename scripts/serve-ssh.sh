#!/bin/sh
# Serves a Kamishibai app over SSH with OpenSSH's sshd (Debian's openssh-server): a server of
# its own on a local port, as the current user, with its own host key, config and client key
# in a state folder, whose ForceCommand runs the app on each session's pty. Runs in the
# foreground until stopped (Ctrl-C); see docs/SERVING.md.
#
#   scripts/serve-ssh.sh [--app PATH] [--port N|auto] [--listen ADDRESS] [--state DIR]
#                        [--record DIR] [-- APP ARGUMENTS…]
#
#   --app PATH      the app to serve (default: the demo, .build/dist/kamishibai from
#                   ./demo.sh release, else .build/debug/kamishibai)
#   --port N|auto   the port (default 2222; auto: a free one)
#   --listen ADDR   the address to listen on (default 127.0.0.1)
#   --state DIR     keys, config and logs (default ${XDG_STATE_HOME:-~/.local/state}/kamishibai-ssh)
#   --record DIR    each session's trace (NAME.trace), app pid (NAME.pid) and exit status
#                   (NAME.status), NAME being the command the client asked for
#                   (`ssh … host s1`), letters, digits, - and _ only; else session-PID
#
# Users' keys: append their public keys to STATE/authorized_keys (one a line). The key
# generated for you is STATE/client_ed25519.
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
app=""
port=2222
listen=127.0.0.1
state="${XDG_STATE_HOME:-$HOME/.local/state}/kamishibai-ssh"
record=""
while [ $# -gt 0 ]; do
    case "$1" in
        --app) app=$2; shift 2 ;;
        --port) port=$2; shift 2 ;;
        --listen) listen=$2; shift 2 ;;
        --state) state=$2; shift 2 ;;
        --record) record=$2; shift 2 ;;
        --) shift; break ;;
        -h|--help) sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "serve-ssh: unknown option $1 (--help)" >&2; exit 2 ;;
    esac
done

sshd=/usr/sbin/sshd
if [ ! -x "$sshd" ]; then
    echo "serve-ssh: $sshd is missing: sudo apt-get install openssh-server" >&2
    exit 3
fi
if [ -z "$app" ]; then
    app="$root/.build/dist/kamishibai"
    [ -x "$app" ] || app="$root/.build/debug/kamishibai"
fi
[ -x "$app" ] || { echo "serve-ssh: no app at $app (swift build, or --app PATH)" >&2; exit 2; }
app=$(cd "$(dirname "$app")" && pwd)/$(basename "$app")
if [ "$port" = auto ]; then
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
fi

mkdir -p "$state"
state=$(cd "$state" && pwd)
chmod 700 "$state"
[ -f "$state/host_ed25519" ] || ssh-keygen -q -t ed25519 -N '' -C "kamishibai host" -f "$state/host_ed25519"
[ -f "$state/client_ed25519" ] || ssh-keygen -q -t ed25519 -N '' -C "kamishibai client" -f "$state/client_ed25519"
touch "$state/authorized_keys"
grep -qxF "$(cat "$state/client_ed25519.pub")" "$state/authorized_keys" || cat "$state/client_ed25519.pub" >>"$state/authorized_keys"
chmod 600 "$state/authorized_keys"
printf '[%s]:%s %s\n' "$listen" "$port" "$(cut -d' ' -f1,2 "$state/host_ed25519.pub")" >"$state/known_hosts"
if [ -n "$record" ]; then
    mkdir -p "$record"
    record=$(cd "$record" && pwd)
fi

# Each session: the app in the foreground of the session's pty, so a window change (SIGWINCH
# from the pty) and a hang-up reach it. The wrapper keeps waiting through a SIGHUP to write
# the app's status; the app, given the default action back by exec, ends with 129 by itself.
quote() { printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"; }
quoted_args=""
for argument in "$@"; do quoted_args="$quoted_args $(quote "$argument")"; done
quoted_app=$(quote "$app")
cat >"$state/session.sh" <<SESSION
#!/bin/sh
name=\$(printf '%s' "\${SSH_ORIGINAL_COMMAND:-}" | tr -cd 'A-Za-z0-9_-' | cut -c1-64)
[ -n "\$name" ] || name="session-\$\$"
trap : HUP
record=$(quote "$record")
if [ -n "\$record" ]; then
    sh -c 'echo \$\$ >"\$1"; shift; exec "\$@"' sh "\$record/\$name.pid" $quoted_app --trace "\$record/\$name.trace"$quoted_args
    status=\$?
    echo "\$status" >"\$record/\$name.status"
    exit "\$status"
fi
exec $quoted_app$quoted_args
SESSION
chmod 755 "$state/session.sh"

user=$(id -un)
cat >"$state/sshd_config" <<CONFIG
# Written by scripts/serve-ssh.sh: one app, key-only, nothing else.
Port $port
ListenAddress $listen
HostKey $state/host_ed25519
PidFile $state/sshd.pid
AuthorizedKeysFile $state/authorized_keys
AllowUsers $user
PubkeyAuthentication yes
PasswordAuthentication no
KbdInteractiveAuthentication no
PermitRootLogin prohibit-password
UsePAM no
StrictModes no
ForceCommand $state/session.sh
PermitTTY yes
AcceptEnv TERM COLORTERM LANG LC_*
AllowTcpForwarding no
AllowAgentForwarding no
AllowStreamLocalForwarding no
X11Forwarding no
PermitTunnel no
PermitUserRC no
PrintMotd no
PrintLastLog no
MaxStartups 100:30:200
MaxSessions 10
ClientAliveInterval 15
ClientAliveCountMax 4
LogLevel ERROR
CONFIG

# sshd run as root wants its privilege separation folder.
if [ "$(id -u)" = 0 ] && [ ! -d /run/sshd ]; then mkdir -p /run/sshd && chmod 755 /run/sshd; fi
"$sshd" -t -f "$state/sshd_config"

cat <<HOWTO
Serving $app over SSH on $listen:$port (state in $state).
Connect with:
  ssh -t -p $port -i $state/client_ed25519 -o UserKnownHostsFile=$state/known_hosts $user@$listen
Add users' public keys to $state/authorized_keys. Ctrl-C stops the server.
HOWTO
exec "$sshd" -D -e -f "$state/sshd_config"
