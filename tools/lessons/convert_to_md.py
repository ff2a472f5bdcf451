"""Run once (issue 31 item 2): turn each lesson's jupytext source (lessons/<game>/NN-*.py) and its guide script in
Python (xlearn/<game>/lesson_scripts.py) into one MyST-Markdown lesson file (lessons/<game>/NN-*.md) whose guide
steps are data in a ```{guide} block. The notebook's words are kept as they are; the board cell loads the guide
from the file. Kept in git history for the record; the guide scripts it reads are deleted after it ran."""
from __future__ import annotations

import ast
import json
import importlib
import inspect
import re
import sys
from pathlib import Path

import jupytext
import yaml

ROOT = Path(__file__).resolve().parents[2]
SCRIPTS = {"xeko": ["lesson_scripts"], "seekers": ["lesson_scripts"], "xenofera": ["lesson_scripts", "lesson_full_game"]}
CTORS = {"DiffTask": ("diff", ["action", "question"]), "LegalSpotsTask": ("legal_spots", ["card"]),
         "PayTask": ("pay", ["adventure", "question"]), "MayTask": ("may", ["label", "question"]),
         "TieTask": ("tie", []), "CapturableTask": ("capturable", []), "CagesForItemTask": ("cages_for_item", ["item"])}


class Flow(list):
    """A list written inline: [a, b]."""


class FlowMap(dict):
    """A one-key mapping written inline: {starts: Boost:}."""


class Dumper(yaml.SafeDumper):
    pass


def _str(d, v: str):
    """Long words as a folded block (no quotes to escape); short ones plain."""
    return d.represent_scalar("tag:yaml.org,2002:str", v, style=">" if len(v) > 70 and "\n" not in v else None)


Dumper.add_representer(str, _str)
Dumper.add_representer(Flow, lambda d, v: d.represent_sequence("tag:yaml.org,2002:seq", v, flow_style=True))
Dumper.add_representer(FlowMap, lambda d, v: d.represent_mapping("tag:yaml.org,2002:map", v, flow_style=True))


def flow(value):
    return Flow(flow(v) for v in value) if isinstance(value, (list, tuple)) else value


class Converter:
    def __init__(self, game: str, module):
        self.game, self.mod = game, module

    def value(self, node):
        return eval(compile(ast.Expression(node), "<script>", "eval"), vars(self.mod))

    def rule_of(self, node) -> str:
        """g.match.rules.rulebook["x"] -> "x"."""
        text = ast.unparse(node)
        found = re.fullmatch(r"g\.match\.rules\.rulebook\[['\"](.+)['\"]\]", text)
        assert found, text
        return found[1]

    def goal(self, node):
        text = ast.unparse(node)
        if isinstance(node, ast.Name):
            return {"kind_is": None}.get(node.id, node.id)
        if isinstance(node, ast.Call):
            name, args = node.func.id, [self.value(a) for a in node.args]
            if name == "starts":
                return FlowMap(starts=args[0] if len(args) == 1 else Flow(args))
            if name == "kind_is":
                return FlowMap(kind=args[0])
            if name == "Via":
                mod_menu = vars(self.mod).get("MENU")
                return FlowMap(via=Flow("menu" if a == mod_menu else a for a in args))
        for pattern, make in ((r"lambda action, match: action\.label\.startswith\((['\"].*['\"])\)",
                               lambda m: FlowMap(starts=ast.literal_eval(m[1]))),
                              (r"lambda action, match: action\.kind == (['\"].*['\"])",
                               lambda m: FlowMap(kind=ast.literal_eval(m[1]))),
                              (r"lambda action, match: links_to\(action, match\) >= (\d+)",
                               lambda m: FlowMap(links_at_least=int(m[1])))):
            found = re.fullmatch(pattern, text)
            if found:
                return make(found)
        raise ValueError(f"goal {text}")

    def until(self, node):
        text = ast.unparse(node)
        if isinstance(node, ast.Name):
            return node.id
        if isinstance(node, ast.Call) and node.func.id == "in_phase":
            return FlowMap(in_phase=self.value(node.args[0]))
        known = {"lambda g: g.match.to_act not in (g.seat, 1)": FlowMap(to_act_not_in=Flow([0, 1])),
                 "lambda g: g.match.to_act == g.seat": "learner_to_act"}
        if text in known:
            return known[text]
        raise ValueError(f"until {text}")

    def task(self, node, rule) -> dict:
        """The ask step's question: its name and its words."""
        if isinstance(node, ast.Name):
            if node.id == "question" and self.game == "xeko":
                return self.xeko_cards_question()
            return {"ask": node.id}
        assert isinstance(node, ast.Lambda), ast.unparse(node)
        call = node.body
        name = call.func.id
        if name in CTORS:
            ask, names = CTORS[name]
            args = [a for a in call.args if ast.unparse(a) not in ("g.match", "g.seat")]
            out = {"ask": ask}
            out.update({k: self.value(a) for k, a in zip(names, args)})
            for kw in call.keywords:
                if kw.arg == "rule":
                    assert self.rule_of(kw.value) == rule, (self.rule_of(kw.value), rule)
                elif kw.arg == "via":
                    menu = vars(self.mod).get("MENU")
                    out["via"] = Flow("menu" if a == menu else a for a in self.value(kw.value))
                else:
                    out[kw.arg] = self.value(kw.value)
            return out
        if name == "hand_now_task":
            q, why, hints, r = (self.value(a) for a in call.args[1:])
            assert r == rule
            return {"ask": "hand_now", "question": q, "why": why, "hints": list(hints)}
        if name == "score_question":
            return {"ask": "score_question", "whose": "you" if ast.unparse(call.args[1]) == "g.seat" else "rival"}
        if name == "OutcomeTask":
            text = ast.unparse(call)
            return {"ask": "rest_question" if "'Rest'" in text else "breakthrough_now_question"}
        raise ValueError(f"task {ast.unparse(node)}")

    def xeko_cards_question(self) -> dict:
        """Xeko 6's question, made inline in the script: now data (a `choice` question)."""
        return {"ask": "choice",
                "question": "Which of your Xeko cards would be lost if you played it now? Type its name.",
                "correct": "Play Xeko card Field Research Station",
                "why": "Field Research Station needs a 3-dot Species, and none of yours shows 3.",
                "answer_hint": "a card's name",
                "hints": ["Compare each Xeko card's Trophic Tokens with the dots on your Species in the field: one "
                          "Species of yours for each token.",
                          "Your Species show 1, 1 and 2 dots. Which card asks for a token none of them shows?"]}

    def step(self, call) -> dict:
        if isinstance(call, ast.Starred):
            inner = call.value
            assert inner.func.id == "phase_steps"
            p, text, todo, rule = (self.value(a) for a in inner.args)
            return {"phase": p, "explain": text, "choose": todo, "rule": rule}
        kind = call.func.id
        kw = {k.arg: k.value for k in call.keywords}
        pos = list(call.args)
        rule = self.value(kw.pop("rule")) if "rule" in kw else None
        out: dict = {}
        if kind == "ask":
            out.update(self.task(pos[0], rule))
            if len(pos) > 1:
                kw["text"] = pos[1]
        else:
            out[kind] = self.value(pos[0])
            if kind == "show" and len(pos) > 1:
                kw["kinds"] = pos[1]
            if kind == "wait" and len(pos) > 1:
                kw["until"] = pos[1]
        for key in ("text", "label", "goal", "why", "kinds", "until"):
            if key not in kw:
                continue
            node = kw.pop(key)
            out[key] = (self.goal(node) if key == "goal" else self.until(node) if key == "until"
                        else Flow(self.value(node)) if key == "kinds" else self.value(node))
        assert not kw, (kind, list(kw))
        if rule is not None:
            out["rule"] = rule
        return out

    def guides(self) -> dict[str, dict]:
        """Each guide function of the module: its lesson name and its guide block's data."""
        tree = ast.parse(inspect.getsource(self.mod))
        found = {}
        for fn in tree.body:
            if not (isinstance(fn, ast.FunctionDef) and fn.returns is not None and ast.unparse(fn.returns) == "Guide"):
                continue
            ret = next(n for n in ast.walk(fn) if isinstance(n, ast.Return)).value
            path = self.value(ret.args[0])
            seat = 0
            defaults = {a.arg: d for a, d in zip(fn.args.args[-len(fn.args.defaults):], fn.args.defaults)} \
                if fn.args.defaults else {}
            if "seat" in defaults:
                seat = self.value(defaults["seat"])
            data = {"game": self.game}
            if seat:
                data["seat"] = seat
            data["steps"] = [self.step(c) for c in ret.args[1].elts]
            found[fn.name] = {"path": path.removesuffix(".ipynb"), "data": data}
        return found


def guide_block(data: dict) -> str:
    text = yaml.dump(data, Dumper=Dumper, sort_keys=False, allow_unicode=True, width=112, default_flow_style=False)
    return "```{guide}\n" + text + "```\n"


RECORD = json.loads((ROOT / "tests" / "lessons" / "guide_behaviour.json").read_text(encoding="utf-8"))
VARYING = {"xeko/10-full-game-against-a-bot", "xenofera/10-full-game-against-bots"}  # answers vary with the play


def with_answers(name: str, data: dict) -> dict:
    """Each ask step gets the answer the engine gave in today's walk (a lesson whose answers depend on the
    learner's own free choices gets none: its check only asks that the question can be answered)."""
    answers = [w["task"]["answer"] for w in RECORD[name]["walk"] if "task" in w]
    asks = [s for s in data["steps"] if "ask" in s]
    assert len(asks) == len(answers), name
    if name not in VARYING:
        for step, answer in zip(asks, answers):
            step["answer"] = int(answer) if answer.lstrip("-").isdigit() else answer
            if "rule" in step:
                step["rule"] = step.pop("rule")
    return data


def convert(game: str, guides: dict[str, dict]) -> None:
    for source in sorted((ROOT / "lessons" / game).glob("*.py")):
        text = source.read_text(encoding="utf-8")
        nb = jupytext.reads(text, fmt="py:percent")
        name = f"{game}/{source.stem}"
        block = ""
        for cell in nb.cells:
            if cell.cell_type != "code":
                continue
            found = re.search(r"^guide = lessons\.(\w+)\((.*)\)$", cell.source, re.M)
            if not found:
                continue
            g = guides[found[1]]
            assert g["path"] == name, (g["path"], name)
            cell.source = cell.source.replace(found[0], f'guide = load_guide("{name}")')
            block = guide_block(with_answers(name, g["data"]))
        for cell in nb.cells:
            if cell.cell_type == "code" and block:
                cell.source = re.sub(r"^from xlearn\.\w+ import lesson_scripts as lessons$",
                                     "from xlearn.lessons import load_guide", cell.source, flags=re.M)
                cell.source = re.sub(r"^from xlearn\.lessons import (.+)\nfrom xlearn\.lessons import load_guide$",
                                     r"from xlearn.lessons import \1, load_guide", cell.source, flags=re.M)
        md = jupytext.writes(nb, fmt="md:myst")
        if block:
            md = md.rstrip("\n") + "\n\n+++\n\n" + block
        source.with_suffix(".md").write_text(md, encoding="utf-8")
        source.unlink()
        print(f"wrote {source.with_suffix('.md').relative_to(ROOT)}")


def main() -> None:
    sys.path.insert(0, str(ROOT))
    for game, modules in SCRIPTS.items():
        guides = {}
        for m in modules:
            guides.update(Converter(game, importlib.import_module(f"xlearn.{game}.{m}")).guides())
        convert(game, guides)
    index = ROOT / "lessons" / "index.py"
    if index.exists():
        index.with_suffix(".md").write_text(jupytext.writes(jupytext.read(index, fmt="py:percent"), fmt="md:myst"))
        index.unlink()


if __name__ == "__main__":
    main()
