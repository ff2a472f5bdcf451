"""The local servers xlearn starts: a free loopback port, and stopping or waiting for a server's process group."""
from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess

HOST = "127.0.0.1"


def port_is_free(port: int) -> bool:
    """Tell whether port can be bound on the loopback address."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        try:
            sock.bind((HOST, port))
        except OSError:
            return False
    return True



def free_port() -> int:
    """Return a port the OS reports free on the loopback address."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((HOST, 0))
        return sock.getsockname()[1]



def choose_port(wanted: int) -> int:
    """Return wanted if it is free, else some free port."""
    return wanted if port_is_free(wanted) else free_port()



def stop_group(proc: subprocess.Popen, timeout: float = 15) -> None:
    """Stop a server started in a session of its own, with all it started (its kernels, a hub's proxy and
    learners' servers): ask its process group to end, wait up to `timeout` seconds, then kill what is left."""
    try:
        os.killpg(proc.pid, signal.SIGTERM)
    except ProcessLookupError:
        return
    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        pass
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()



def wait_for(proc: subprocess.Popen) -> int:
    """Wait for the child, letting it handle Ctrl-C itself (JupyterLab asks to confirm)."""
    while True:
        try:
            return proc.wait()
        except KeyboardInterrupt:
            continue
