#!/usr/bin/env python3
"""felt-server as a service: the systemd unit and its settings file, as the .deb installs them.

  - the unit runs the installed felt-server as a dynamic user, with its tables in
    /var/lib/felt-server (StateDirectory), stops it with SIGTERM (it keeps its tables for the
    next start), reads /etc/default/felt-server, is hardened as a network server, and is
    installed but not enabled (an [Install] section, no maintainer script enabling it);
  - every option the unit and the settings file give felt-server is one `felt-server --help`
    lists, and every variable the unit uses is set in the settings file;
  - the settings file is a conffile of the .deb;
  - `systemd-analyze verify` finds nothing wrong with the unit (the installed path replaced by
    the built program), and `systemd-analyze security --offline` rates it at most 2.0
    ("OK"); where systemd-analyze is missing the test says so and fails.
  - the man page has the SERVICE section that documents it.

Usage: check_service.py UNIT SETTINGS CONFFILES MANPAGE FELT_SERVER
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

unit_path, settings_path, conffiles_path, man_path, server = sys.argv[1:6]
problems = []


def check(ok, what):
    if not ok:
        problems.append(what)


unit = open(unit_path, encoding="utf-8").read()
settings = open(settings_path, encoding="utf-8").read()


def section(name):
    m = re.search(r"^\[" + name + r"\]\n(.*?)(?=^\[|\Z)", unit, re.MULTILINE | re.DOTALL)
    return m.group(1) if m else ""


def keys(text):
    found = {}
    for line in text.splitlines():
        if line.strip() and not line.lstrip().startswith("#") and "=" in line:
            key, value = line.split("=", 1)
            found.setdefault(key.strip(), []).append(value.strip())
    return found


service = keys(section("Service"))
install = keys(section("Install"))
expected = {
    "DynamicUser": "yes",
    "StateDirectory": "felt-server",
    "EnvironmentFile": "-/etc/default/felt-server",
    "KillSignal": "SIGTERM",
    "NoNewPrivileges": "yes",
    "ProtectSystem": "strict",
    "ProtectHome": "yes",
    "PrivateTmp": "yes",
    "PrivateDevices": "yes",
    "RestrictAddressFamilies": "AF_INET AF_INET6 AF_UNIX",
    "CapabilityBoundingSet": "",
}
for key, value in expected.items():
    check(service.get(key, [None])[-1] == value, f"[Service] {key}={value} (it has {service.get(key)})")
check(install.get("WantedBy") == ["multi-user.target"], "[Install] WantedBy=multi-user.target")
check("Documentation" in keys(section("Unit")), "[Unit] Documentation=")

exec_start = service.get("ExecStart", [""])[-1].split()
check(exec_start[:1] == ["/usr/games/felt-server"], f"ExecStart runs /usr/games/felt-server: {exec_start[:1]}")
check(exec_start[exec_start.index("--data") + 1:][:1] == ["/var/lib/felt-server"] if "--data" in exec_start else False,
      "ExecStart passes --data /var/lib/felt-server")
check("$FELT_SERVER_ARGS" in exec_start, "ExecStart passes $FELT_SERVER_ARGS as separate words")

# Every variable the unit uses is set in the settings file (and given a default in the unit).
settings_vars = keys(settings)
defaults = {v.split("=", 1)[0] for v in service.get("Environment", [])}
for var in sorted(set(re.findall(r"\$\{?([A-Z_]+)\}?", " ".join(exec_start)))):
    check(var in settings_vars, f"/etc/default/felt-server sets {var}")
    check(var in defaults, f"the unit gives {var} a default (Environment=)")

# Every option given to felt-server is one it knows.
help_text = subprocess.run([server, "--help"], capture_output=True, text=True, timeout=30).stdout
given = [w for w in exec_start if w.startswith("--")]
for value in settings_vars.get("FELT_SERVER_ARGS", []):
    given += [w for w in value.strip('"').split() if w.startswith("--")]
for option in given:
    check(option in help_text, f"felt-server --help lists {option}")
check(settings_vars.get("FELT_SERVER_PORT") == ["7447"], "the settings file sets FELT_SERVER_PORT=7447")

check(open(conffiles_path, encoding="utf-8").read().split() == ["/etc/default/felt-server"],
      "the .deb's conffiles list /etc/default/felt-server")

man = open(man_path, encoding="utf-8").read()
for needle in [".SH SERVICE", "systemctl enable \\-\\-now felt\\-server", "/etc/default/felt\\-server",
               "/var/lib/felt\\-server", "proxy_http_version 1.1", "Upgrade"]:
    check(needle in man, f"the man page says {needle!r}")

analyze = shutil.which("systemd-analyze")
if not analyze:
    problems.append("systemd-analyze is missing (Debian: package systemd)")
else:
    with tempfile.TemporaryDirectory() as tmp:
        copy = os.path.join(tmp, "felt-server.service")
        with open(copy, "w", encoding="utf-8") as f:
            f.write(unit.replace("/usr/games/felt-server", os.path.abspath(server)))
        verify = subprocess.run([analyze, "verify", "--man=no", copy], capture_output=True, text=True, timeout=60)
        check(verify.returncode == 0 and not verify.stderr.strip(),
              f"systemd-analyze verify: {verify.stderr.strip() or verify.returncode}")
        security = subprocess.run([analyze, "security", "--offline=yes", "--threshold=20", "--no-pager", copy],
                                  capture_output=True, text=True, timeout=60)
        level = re.search(r"Overall exposure level for \S+: (\S+)", security.stdout)
        print("systemd-analyze security:", level.group(1) if level else security.stdout[-200:])
        check(security.returncode == 0, "systemd-analyze security --offline rates the unit at most 2.0")

for problem in problems:
    print("missing:", problem)
sys.exit(1 if problems else 0)
