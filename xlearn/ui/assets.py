"""Find the front-end files (widgets/ in a checkout, xlearn/_widgets in a wheel) and join them into one module."""
from __future__ import annotations

import posixpath
import re
from functools import lru_cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1]
IMPORT = re.compile(r'^import\s*\{([^}]*)\}\s*from\s*"(\.\.?/[\w/.-]+\.js)";\s*$', re.M)
EXPORT = re.compile(r"^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)", re.M)


def widgets_dir() -> Path:
    """The folder holding the ES modules and CSS: the checkout's widgets/, else the wheel's copy."""
    for folder in (PACKAGE.parent / "widgets", PACKAGE / "_widgets"):
        if (folder / "shared").is_dir():
            return folder
    raise FileNotFoundError(f"no front-end files in {PACKAGE.parent / 'widgets'} or {PACKAGE / '_widgets'}")


def _var(path: str) -> str:
    return "__mod_" + re.sub(r"\W", "_", path.removesuffix(".js"))


def _resolve(importer: str, rel: str) -> str:
    return posixpath.normpath(posixpath.join(posixpath.dirname(importer), rel))


def _imports(importer: str, text: str) -> list[str]:
    return [_resolve(importer, rel) for _, rel in IMPORT.findall(text)]


def bundle(entry: str, folder: Path | None = None) -> str:
    """Join entry and the relative modules it imports into one ES module (each kept in its own scope)."""
    folder = folder or widgets_dir()
    order: list[str] = []

    def visit(path: str, stack: tuple[str, ...]) -> None:
        if path in order:
            return
        if path in stack:
            raise ValueError(f"import cycle: {' -> '.join(stack + (path,))}")
        for dep in _imports(path, (folder / path).read_text()):
            visit(dep, stack + (path,))
        order.append(path)

    visit(entry, ())
    parts = []
    for path in order:
        text = (folder / path).read_text()
        body = IMPORT.sub(lambda m: f"const {{{m[1]}}} = {_var(_resolve(path, m[2]))};", text)
        if re.search(r"^\s*import[\s{(]", body, re.M):
            raise ValueError(f"{path}: only one-line relative imports (import {{ a }} from \"./x.js\";) can be joined")
        if path == entry:
            parts.append(f"// ---- {path}\n{body}")
            continue
        names = EXPORT.findall(body)
        body = re.sub(r"^export\s+", "", body, flags=re.M)
        parts.append(f"// ---- {path}\nconst {_var(path)} = (() => {{\n{body}\nreturn {{ {', '.join(names)} }};\n}})();")
    return "\n".join(parts)


@lru_cache(maxsize=None)
def esm(entry: str) -> str:
    """The bundled module for a board (cached for the session)."""
    return bundle(entry)


@lru_cache(maxsize=None)
def css(*names: str) -> str:
    """The stylesheets, joined in order, then the access sheet (live region, Keys help, text sizes) every board shares."""
    folder = widgets_dir()
    return "\n".join((folder / n).read_text() for n in (*names, "shared/access.css"))
