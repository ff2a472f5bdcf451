"""JupyterHub for a class: each learner gets their own server with the lessons as a working copy; a teacher
account can see every learner's server. Start with `jupyterhub -f deploy/jupyterhub_config.py`.

Settings come from the environment so one file serves a laptop trial and a school machine:
- XLEARN_CLASS: a file with one learner name per line (default deploy/class.txt);
- XLEARN_TEACHER: the teacher's user name (default "teacher");
- XLEARN_HUB_IP / XLEARN_HUB_PORT: where the hub listens (default 127.0.0.1:8000: loopback only);
- XLEARN_HUB_PASSWORD: set it to try the hub with the dummy authenticator (every account shares it);
  for a real class replace the authenticator (see deploy/README.md).
"""
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
c = get_config()  # noqa: F821 - JupyterHub's config loader defines it

names = Path(os.environ.get("XLEARN_CLASS", HERE / "class.txt")).read_text().split()
teacher = os.environ.get("XLEARN_TEACHER", "teacher")

c.JupyterHub.ip = os.environ.get("XLEARN_HUB_IP", "127.0.0.1")
c.JupyterHub.port = int(os.environ.get("XLEARN_HUB_PORT", "8000"))
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = int(os.environ.get("XLEARN_HUB_API_PORT", "8081"))
c.ConfigurableHTTPProxy.api_url = f"http://127.0.0.1:{int(os.environ.get('XLEARN_PROXY_API_PORT', '8001'))}"
c.JupyterHub.cookie_secret_file = os.environ.get("XLEARN_HUB_STATE", str(HERE)) + "/jupyterhub_cookie_secret"
c.JupyterHub.db_url = "sqlite:///" + os.environ.get("XLEARN_HUB_STATE", str(HERE)) + "/jupyterhub.sqlite"

# who may log in: the class list and the teacher, who is the hub's admin
c.Authenticator.allowed_users = set(names)
c.Authenticator.admin_users = {teacher}
if os.environ.get("XLEARN_HUB_PASSWORD"):
    c.JupyterHub.authenticator_class = "dummy"
    c.DummyAuthenticator.password = os.environ["XLEARN_HUB_PASSWORD"]

# the teacher may open, start and stop every learner's server (to look at a board with a learner)
c.JupyterHub.load_roles = [{"name": "teacher", "users": [teacher],
                            "scopes": ["admin:users", "admin:servers", "access:servers", "list:users",
                                       "access:services!service=class"]}]

# one server per learner, as a local process; each gets the lessons copied into its own folder once
c.JupyterHub.spawner_class = os.environ.get("XLEARN_SPAWNER", "simple")
c.Spawner.default_url = "/lab/tree/lessons/index.ipynb"
c.Spawner.cmd = [sys.executable, "-m", "jupyterhub.singleuser"]
c.Spawner.args = ["--ServerApp.ip=127.0.0.1"] + (["--allow-root"] if os.geteuid() == 0 else [])
c.Spawner.start_timeout = 300  # a class logging in at once starts many servers together: give them time
c.Spawner.http_timeout = 300
c.Spawner.mem_limit = os.environ.get("XLEARN_MEM_LIMIT", "1G")  # enforced by container spawners
homes = Path(os.environ.get("XLEARN_HOMES", "/tmp/xlearn-class"))
c.SimpleLocalProcessSpawner.home_dir_template = str(homes / "{username}")


def copy_lessons(spawner):
    """Give the learner a working copy of the lessons the first time (later visits keep their changes)."""
    from xlearn.cli import copy_lessons as copy
    home = Path(spawner.home_dir if hasattr(spawner, "home_dir") else homes / spawner.user.name)
    home.mkdir(parents=True, exist_ok=True)
    copy(home / "lessons", keep_existing=True)
    # the learner's record (lessons, rules met, drills, lesson steps) is where the class view reads it
    spawner.environment = {**spawner.environment, "XLEARN_PROGRESS": str(home / ".xlearn" / "progress.sqlite")}
    if spawner.user.name != teacher:   # a learner's copy: the boards' teacher view (every card) is locked off
        spawner.environment = {**spawner.environment, "XLEARN_LEARNER": "1"}


c.Spawner.pre_spawn_hook = copy_lessons
# JupyterLab's "receive official news?" pop-up and update check are off in every learner's JupyterLab (the
# setting goes into the JupyterLab of this Python, which every learner's server runs)
from xlearn.cli import disable_news  # noqa: E402
disable_news()
c.Spawner.notebook_dir = str(homes / "{username}")

# the class at a glance (deploy/class_service.py): each learner's record read for the teacher at /services/class/
c.JupyterHub.services = [{
    "name": "class", "url": f"http://127.0.0.1:{int(os.environ.get('XLEARN_CLASS_SERVICE_PORT', '8082'))}",
    "command": [sys.executable, str(HERE / "class_service.py")], "oauth_no_confirm": True, "display": True,
    "environment": {"XLEARN_CLASS": str(Path(os.environ.get("XLEARN_CLASS", HERE / "class.txt")).resolve()),
                    "XLEARN_HOMES": str(homes), "XLEARN_TEACHER": teacher}}]
