"""The front-end loader: finds widgets/ in a checkout or xlearn/_widgets in a wheel, and joins the modules."""
from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from xlearn.ui import assets


def test_finds_the_checkout_widgets_folder():
    """In a checkout the ES modules live in widgets/ at the repository root."""
    folder = assets.widgets_dir()
    assert (folder / "xeko" / "board.js").is_file() and (folder / "shared" / "frame.js").is_file()


def test_falls_back_to_the_wheel_copy(tmp_path, monkeypatch):
    """Installed from a wheel, the same files sit in xlearn/_widgets."""
    pkg = tmp_path / "site" / "xlearn"
    shutil.copytree(assets.widgets_dir(), pkg / "_widgets")
    monkeypatch.setattr(assets, "PACKAGE", pkg)
    assert assets.widgets_dir() == pkg / "_widgets"


def test_bundle_keeps_each_module_in_its_scope(tmp_path):
    """Relative imports become references to the imported module's exports; the entry keeps its default export."""
    (tmp_path / "shared").mkdir()
    (tmp_path / "shared" / "a.js").write_text('export const x = 1;\nconst hidden = 2;\nexport function f() { return hidden; }\n')
    (tmp_path / "shared" / "c.js").write_text('import { x } from "../shared/a.js";\nexport const y = x + 1;\n')
    (tmp_path / "b.js").write_text('import { x, f } from "./shared/a.js";\nimport { y } from "./shared/c.js";\n'
                                   'export default { value: x + f() + y };\n')
    text = assets.bundle("b.js", tmp_path)
    assert "const __mod_shared_a = (() => {" in text and "return { x, f };" in text
    assert "const { x, f } = __mod_shared_a;" in text and "export default" in text
    assert text.count("const __mod_shared_a =") == 1 and "const { x } = __mod_shared_a;" in text
    assert "import" not in text


def test_bundle_refuses_an_import_it_cannot_join(tmp_path):
    """A default or remote import would be left behind as broken code, so it is refused, naming the file."""
    (tmp_path / "a.js").write_text('import confetti from "https://example.org/confetti.js";\nexport default {};\n')
    with pytest.raises(ValueError, match="a.js"):
        assets.bundle("a.js", tmp_path)


def test_bundle_refuses_an_import_cycle(tmp_path):
    (tmp_path / "a.js").write_text('import { b } from "./b.js";\nexport const a = 1;\n')
    (tmp_path / "b.js").write_text('import { a } from "./a.js";\nexport const b = 1;\n')
    with pytest.raises(ValueError, match="cycle"):
        assets.bundle("a.js", tmp_path)


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_the_xeko_bundle_parses_as_an_es_module(tmp_path):
    """The joined module is valid JavaScript (checked by node when it is available)."""
    path = tmp_path / "xeko.mjs"
    path.write_text(assets.esm("xeko/board.js"))
    subprocess.run(["node", "--check", str(path)], check=True)


def test_no_html_parsing_in_the_front_end():
    """Card, deck and player text is set with textContent: no innerHTML, outerHTML or insertAdjacentHTML."""
    for path in assets.widgets_dir().rglob("*.js"):
        text = path.read_text()
        for sink in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval("):
            assert sink not in text, f"{path.name} uses {sink}"


def css_selectors(text: str) -> list[str]:
    """Every selector of a stylesheet (comments dropped; the rules inside @media blocks included)."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    out = []
    for head in re.findall(r"([^{}]+)\{", text):
        head = head.strip()
        if not head.startswith("@"):
            out += [s.strip() for s in head.split(",")]
    return out


def test_every_style_rule_is_scoped_to_its_board():
    """Shared rules start with .xl-board and a game's with .xl-board.xl-<game>, so a Xeko board's styles never
    restyle a Xenofera or Seekers board shown later in the same notebook."""
    folder = assets.widgets_dir()
    sheets = sorted(folder.rglob("*.css"))
    assert any(p.parent.name == "shared" for p in sheets) and any(p.parent.name == "xeko" for p in sheets)
    for path in sheets:
        game = path.relative_to(folder).parts[0]
        scope = ".xl-board" if game == "shared" else f".xl-board.xl-{game}"
        for selector in css_selectors(path.read_text()):
            assert re.match(rf"{re.escape(scope)}(?![\w-])", selector), f"{path.name}: {selector!r} is not under {scope}"


def test_the_scope_check_catches_a_leaking_rule():
    assert css_selectors("/* x */ .xl-board .a, .b { color: red }\n@media (max-width: 9px) { .c { x: 1 } }") == [
        ".xl-board .a", ".b", ".c"]
