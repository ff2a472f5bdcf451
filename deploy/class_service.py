"""The class at a glance: a JupyterHub service for the teacher (jupyterhub_config.py starts it at
/services/class/). It reads each learner's record, read-only, every time the page is loaded; only the teacher
may open it (JupyterHub's OAuth, then the teacher's name checked here too). /services/class/figures.txt gives
the same figures as plain lines (`make hub-check` prints them).
"""
import os
from pathlib import Path
from urllib.parse import urlparse

from jupyterhub.services.auth import HubOAuthCallbackHandler, HubOAuthenticated
from jupyterhub.utils import url_path_join
from tornado import ioloop, web

from xlearn.lessons.catalog import LESSONS
from xlearn.practice.classroom import class_records, class_view, lesson_sizes, practice_themes
from xlearn.practice.classroom_words import figure_lines
from xlearn.practice.classroom_page import page_html

HERE = Path(__file__).resolve().parent
TEACHER = os.environ.get("XLEARN_TEACHER", "teacher")
HOMES = Path(os.environ.get("XLEARN_HOMES", "/tmp/xlearn-class"))
THEMES = practice_themes()   # each game's number of rules
SIZES = lesson_sizes()       # each lesson's number of steps


def names() -> list[str]:
    return Path(os.environ.get("XLEARN_CLASS", HERE / "class.txt")).read_text().split()


class ClassView(HubOAuthenticated, web.RequestHandler):
    @web.authenticated
    def get(self, what: str = "") -> None:
        if self.current_user.get("name") != TEACHER:
            raise web.HTTPError(403, "the class view is the teacher's")
        view = class_view(class_records(names(), HOMES), THEMES, SIZES)
        self.set_header("Cache-Control", "no-store")
        if what == "figures.txt":
            self.set_header("Content-Type", "text/plain; charset=utf-8")
            self.write("\n".join(figure_lines(view, len(LESSONS))) + "\n")
        else:
            self.write(page_html(view, len(LESSONS)))


def main() -> None:
    prefix = os.environ["JUPYTERHUB_SERVICE_PREFIX"]
    app = web.Application([(url_path_join(prefix, "oauth_callback"), HubOAuthCallbackHandler),
                           (prefix + r"(figures\.txt)?", ClassView)], cookie_secret=os.urandom(32))
    url = urlparse(os.environ["JUPYTERHUB_SERVICE_URL"])
    app.listen(url.port, url.hostname)
    ioloop.IOLoop.current().start()


if __name__ == "__main__":
    main()
