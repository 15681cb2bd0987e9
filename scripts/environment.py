"""The scripts' own virtual environment: the packages of requirements.txt, at the versions it
pins, in .build/scripts-venv.

A script calls `ensure()` before it imports any of them. The first time, the environment is
made (`python3 -m venv`) and the requirements installed (`pip install -r`); whenever
requirements.txt has changed since, they are installed again; then the script runs itself
again inside the environment, so every script sees the same versions whatever the system has.
"""

import os
import subprocess
import sys

SCRIPTS = os.path.dirname(os.path.abspath(__file__))
REQUIREMENTS = os.path.join(SCRIPTS, "requirements.txt")
VENV = os.path.join(SCRIPTS, "..", ".build", "scripts-venv")


def install():
    """Makes the environment if it is missing and brings it up to requirements.txt; returns
    its Python."""
    python = os.path.join(VENV, "bin", "python")
    # A copy of the requirements last installed: a change to the file installs again.
    installed = os.path.join(VENV, "requirements.txt")
    with open(REQUIREMENTS) as file:
        wanted = file.read()
    if not os.path.exists(python):
        subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
    if not os.path.exists(installed) or open(installed).read() != wanted:
        subprocess.run([python, "-m", "pip", "install", "-q", "--disable-pip-version-check", "-r", REQUIREMENTS],
                       check=True)
        with open(installed, "w") as file:
            file.write(wanted)
    return python


def ensure():
    """Brings the environment up to requirements.txt and re-runs the calling script in it,
    unless it already runs there."""
    python = install()
    if os.path.realpath(sys.prefix) != os.path.realpath(VENV):
        os.execv(python, [python, *sys.argv])


if __name__ == "__main__":
    # `./demo.sh scripts` installs ahead of the first script.
    print(install())
