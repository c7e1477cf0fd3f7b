"""The engine says what the guild may do in plain words (issue 19, point 3; play-test f19b):
no narration or ruling quotes a text-game command, and each thing a narration offers has a
typed form in the text game and a key in the terminal.

A sweep over the engine's source: every ``emit(ev.Narration, …)`` and ``ruling(…)`` call, its
words with any ``{…}`` left as a blank, and every ``offers=(…)`` it names.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from worm.engine import events as ev
from worm.text import answers, fightwords, narrate, repl
from worm.ui import keymap, offers

ENGINE = Path(__file__).parents[3] / "worm" / "engine"
QUOTED = re.compile(r"'([a-z]+)[^']*'")
VERBS = {
    verb
    for line in f"{repl.HELP}\n{fightwords.HELP}".splitlines()
    for verb in re.findall(r"(?:^\s+|\| )([a-z]+)", line)
}
"""The text game's verbs, read from its own help (``open ROOM | force ROOM`` gives both)."""


def words(node: ast.expr) -> str:
    """The text an argument makes, with each formatted value a ``{}``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(words(v) if isinstance(v, ast.Constant) else "{}" for v in node.values)
    if isinstance(node, ast.BinOp):
        return words(node.left) + words(node.right)
    return ""


def said() -> list[tuple[str, str, tuple[str, ...]]]:
    """(where, words, offers) for each narration and ruling the engine writes."""
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
                continue
            first = node.args[0] if node.args else None
            narration = (
                node.func.attr == "emit"
                and isinstance(first, ast.Attribute)
                and first.attr == "Narration"
            )
            if not narration and node.func.attr != "ruling":
                continue
            text = " ".join(words(a) for a in (*node.args, *(k.value for k in node.keywords)))
            named: tuple[str, ...] = ()
            for k in node.keywords:
                if k.arg == "offers" and isinstance(k.value, ast.Tuple):
                    named = tuple(words(e) for e in k.value.elts)
            found.append((f"{path.name}:{node.lineno}", text, named))
    return found


SAID = said()


def test_the_sweep_reads_the_engine() -> None:
    """The sweep finds the engine's narrations, rulings and the offers they carry."""
    assert len(SAID) > 100
    assert {"pick", "force", "take", "harvest", "burn"} <= {o for _, _, n in SAID for o in n}


def test_no_narration_or_ruling_quotes_a_text_game_command() -> None:
    quoted = [
        (where, text) for where, text, _ in SAID if any(w in VERBS for w in QUOTED.findall(text))
    ]
    assert quoted == []


@pytest.mark.parametrize("offer", sorted({o for _, _, n in SAID for o in n}))
def test_each_offer_has_words_to_type_and_a_key(offer: str) -> None:
    typed = answers.TYPED.get(offer, offer)
    assert typed.split()[0] in VERBS, typed
    binding, _ = offers.KEYS[offer]
    assert binding in keymap.BY_ID


def test_the_text_game_and_the_terminal_each_add_their_way() -> None:
    """One narration, two front ends: the words typed, or the key (a keymap file's too)."""
    e = ev.Narration(
        seq=1,
        text="A locked door bars the way: open it with its key, pick the lock or force it.",
        offers=("open", "pick", "force"),
    )
    assert narrate.event(e) == (
        "A locked door bars the way: open it with its key, pick the lock or force it "
        "('open', 'pick', 'force')."
    )
    terminal = offers.with_keys(e.text, e.offers, {"door": "D"})
    assert terminal.endswith("or force it (press D for the door).")
    assert QUOTED.findall(terminal) == []
