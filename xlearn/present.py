"""`xlearn present LESSON`: serve one lesson with voila as a clean app for a projector."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

HOST = "127.0.0.1"
PRESENT_ENV = "XLEARN_PRESENT"  # boards read it and draw themselves large


def voila_command(notebook: Path, port: int, open_browser: bool = False) -> list[str]:
    """Voila on the loopback only, code cells hidden, one kernel per visitor, kernels on loopback too."""
    cmd = [sys.executable, "-m", "voila", str(notebook), f"--port={port}", f"--Voila.ip={HOST}",
           "--strip_sources=True", "--theme=light", "--VoilaConfiguration.show_tracebacks=True",
           f"--KernelManager.ip={HOST}"]
    if not open_browser:
        cmd.append("--no-browser")
    return cmd


def present_env(projector: bool = False) -> dict[str, str]:
    """The environment of the voila server: boards in presentation size (with projector, in projector mode:
    large type for a room and every step on the keyboard, xlearn/ui/projector.py)."""
    from .ui.projector import PROJECTOR_ENV
    env = {**os.environ, PRESENT_ENV: "1"}
    if projector:
        env[PROJECTOR_ENV] = "1"
    return env


def present(notebook: str, port: int, open_browser: bool, wait, projector: bool = False) -> int:
    """Serve the notebook with voila and block until it stops."""
    path = Path(notebook).expanduser().resolve()
    if not path.is_file():
        print(f"xlearn: no such notebook: {notebook}", file=sys.stderr)
        return 2
    print(f"xlearn: presenting {path.name} at http://{HOST}:{port}/ (loopback only; code hidden)", flush=True)
    if projector:
        print("xlearn: projector mode: Space or \u2192 next step, \u2190 back, \u2191 \u2193 choices, Enter choose, "
              "T teacher view", flush=True)
    return wait(subprocess.Popen(voila_command(path, port, open_browser), env=present_env(projector)))
