"""``worm demo --events FILE`` writes the event log CONTRACTS §3 promises (and §1's errors)."""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path
from typing import Any

import pytest

from worm import __version__, cli, grammar, tarot
from worm.rules import meatgrinder
from worm.text import answers, demo

SUITS = set(tarot.SUITS)
NAMES = {(c.deck, c.suit, c.value): c.name for c in tarot.ALL_CARDS}
EMOTIONS = {"anger", "distaste", "sadness", "joy", "surprise", "trust", "fear"}
TAKEN_AS = {"armor", "talent", "Staggered", "Injured", "Death's Door", "health", "defense", "death"}
OUTCOMES = {"success", "great_success", "failure", "great_failure"}


def is_text(value: Any) -> bool:
    return isinstance(value, str) and value.strip() != ""


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def is_card(value: Any) -> bool:
    """A card as CONTRACTS §3 writes it: deck, suit, value and the card's own name."""
    if not isinstance(value, dict) or set(value) != {"deck", "suit", "value", "name"}:
        return False
    return NAMES.get((value["deck"], value["suit"], value["value"])) == value["name"]


def is_census(value: Any, total: int) -> bool:
    return (
        isinstance(value, dict)
        and set(value) == {"draw", "discard", "elsewhere"}
        and all(is_int(n) and n >= 0 for n in value.values())
        and sum(value.values()) == total
    )


REQUIRED = {
    "draw": {
        "deck": lambda v: v in ("minor", "major"),
        "card": is_card,
        "purpose": is_text,
    },
    "shuffle": {"deck": lambda v: v in ("minor", "major"), "reason": is_text},
    "decks": {"minor": lambda v: is_census(v, 57), "major": lambda v: is_census(v, 21)},
    "fate": {
        "who": is_text,
        "attribute": lambda v: v in SUITS,
        "rating": lambda v: is_int(v) and 1 <= v <= 4,
        "cards": lambda v: isinstance(v, list) and 1 <= len(v) <= 2 and all(map(is_card, v)),
        "favor": lambda v: v in (-3, 0, 3) and is_int(v),
        "total": is_int,
        "pushed": lambda v: isinstance(v, bool),
        "outcome": lambda v: v in OUTCOMES,
    },
    "watch": {
        "n": lambda v: is_int(v) and v >= 1,
        "cause": lambda v: v in ("room", "long_task", "camp", "challenge"),
    },
    "meatgrinder": {
        "level": lambda v: is_int(v) and v >= 1,
        "card": lambda v: is_card(v) and v["deck"] == "major",
        "band": lambda v: (
            v in {"torches_gutter", "curiosity", "travel_event", "random_encounter", "quest_rumor"}
        ),
        "entry": is_text,
        "respite": lambda v: isinstance(v, bool),
        "trigger": lambda v: v in ("watch", "loud_noise", "moving_carefully", "camp", "time"),
    },
    "disposition": {
        "npc": is_text,
        "emotion": lambda v: v in EMOTIONS,
        "intensity": lambda v: v in ("mild", "basic", "intense"),
        "cause": is_text,
        "card": lambda v: v is None or is_card(v),
    },
    "wound": {
        "who": is_text,
        "taken_as": lambda v: v in TAKEN_AS,
        "piercing": lambda v: isinstance(v, bool),
        "critical": lambda v: isinstance(v, bool),
    },
    "gm": {
        "rule": lambda v: isinstance(v, str) and v.startswith(("p. ", "pp. ", "Appendix")),
        "why": lambda v: is_text(v) and "\n" not in v,
    },
    "narration": {"text": is_text},
    "challenge_round": {
        "round": lambda v: is_int(v) and v >= 1,
        "gm_cards": lambda v: is_int(v) and v >= 3,
        "enemy_types": is_int,
        "enemies": is_int,
        "adventurers": lambda v: is_int(v) and v >= 1,
        "larger_than_human": is_int,
        "elite": lambda v: isinstance(v, bool),
        "dungeon_lord": lambda v: isinstance(v, bool),
    },
    "action": {
        "who": is_text,
        "action": is_text,
        "card": lambda v: v is None or is_card(v),
        "value": lambda v: v is None or is_int(v),
        "minor": lambda v: isinstance(v, bool),
        "target": lambda v: v is None or is_text(v),
        "vs": lambda v: v is None or is_int(v),
        "result": is_text,
    },
}


ARGS = ["demo", "--seed", "1", "--watches", "200"]


def run_demo(path: Path) -> tuple[int, list[dict[str, Any]]]:
    status = cli.main([*ARGS, "--events", str(path)])
    lines = path.read_text(encoding="utf-8").splitlines()
    return status, [json.loads(line) for line in lines]


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, Any]]:
    """The events of ``worm demo --seed 1 --watches 200 --events FILE``, run in-process."""
    with contextlib.redirect_stdout(io.StringIO()):
        status, found = run_demo(tmp_path_factory.mktemp("demo") / "events.jsonl")
    assert status == 0
    return found


def test_seq_starts_at_one_and_counts_up_by_one(records: list[dict[str, Any]]) -> None:
    assert [r["seq"] for r in records] == list(range(1, len(records) + 1))


def test_the_first_line_is_the_session_with_its_seed_and_version(
    records: list[dict[str, Any]],
) -> None:
    assert records[0] == {"seq": 1, "type": "session", "seed": 1, "version": __version__}
    assert [r["type"] for r in records].count("session") == 1


def test_the_demo_log_has_every_listed_type(records: list[dict[str, Any]]) -> None:
    """The seed-1 demo meets creatures, fights, takes Wounds and tests fate: every type of §3's
    table shows up."""
    assert set(REQUIRED) <= {r["type"] for r in records}


@pytest.mark.parametrize("kind", sorted(REQUIRED))
def test_every_required_field_is_there_with_the_right_kind_of_value(
    records: list[dict[str, Any]], kind: str
) -> None:
    """CONTRACTS §3: each listed type carries its required fields; extra fields are allowed."""
    found = [r for r in records if r["type"] == kind]
    assert found, f"no {kind} event in the demo log"
    for record in found:
        for field, check in REQUIRED[kind].items():
            assert field in record, f"seq {record['seq']}: {kind} has no {field!r}"
            assert check(record[field]), f"seq {record['seq']}: {kind}.{field} = {record[field]!r}"


def test_every_card_anywhere_is_written_in_full(records: list[dict[str, Any]]) -> None:
    """§3: a card is {deck, suit, value, name} everywhere it appears."""
    seen = 0
    for record in records:
        for field in ("card", "cards", "extra"):
            value = record.get(field)
            for card in value if isinstance(value, list) else [value]:
                if card is not None:
                    assert is_card(card), f"seq {record['seq']}: {field} = {card!r}"
                    seen += 1
    assert seen > 50


def test_the_working_of_each_test_and_draw_adds_up(records: list[dict[str, Any]]) -> None:
    """p. 8: the total is the cards plus the rating and the favor; p. 9: a push adds one card.
    p. 91: each Meatgrinder reading names the band of its card."""
    for r in records:
        if r["type"] == "fate":
            cards = sum(card["value"] for card in r["cards"])
            assert r["total"] == cards + r["rating"] + r["favor"], r
            assert r["pushed"] == (len(r["cards"]) == 2), r
            assert all(card["deck"] == "minor" for card in r["cards"]), r
        if r["type"] == "meatgrinder":
            assert r["band"] == meatgrinder.band(r["card"]["value"]), r
        if r["type"] == "draw":
            assert r["card"]["deck"] == r["deck"], r
    watches = [r["n"] for r in records if r["type"] == "watch"]
    assert watches == list(range(1, len(watches) + 1))


def test_the_narration_goes_to_stdout(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, found = run_demo(tmp_path / "events.jsonl")
    out, err = capsys.readouterr()
    assert status == 0 and err == ""
    lines = out.splitlines()
    said = [  # as the text game says it: the words typed for what it offers added
        grammar.capital(answers.with_words(r["text"], tuple(r.get("offers", ()))))
        for r in found
        if r["type"] == "narration"
    ]
    assert len(said) > 20
    at = 0
    for text in said:  # every narration, in the order of the log
        assert text in out[at:], f"{text!r} is not on stdout after position {at}"
        at = out.index(text, at) + len(text)
    assert lines[-1].startswith("Demo over after ")
    assert "{" not in out.split("\n", 1)[0], "stdout is prose, not the JSON log"


def test_events_into_a_missing_folder_is_a_one_line_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """CONTRACTS §1: an error the user can act on exits 1 with one clear line on stderr."""
    target = tmp_path / "no" / "such" / "folder" / "events.jsonl"
    status = cli.main(["demo", "--seed", "1", "--watches", "5", "--events", str(target)])
    out, err = capsys.readouterr()
    assert status == 1
    assert err.count("\n") == 1 and err.startswith("worm: ") and "Traceback" not in err
    assert str(target.parent) in err
    assert out == "" and not target.parent.exists()


def test_the_demo_talks_some_meetings_to_a_peaceful_end() -> None:
    """Issue 5: the autoplay guild talks first, and some meetings end with no fight at all —
    the creatures grant passage or let the guild go — while each step of their mood is a
    ``disposition`` event with its cause. Fights are Challenges (issue 6)."""
    causes: set[str] = set()
    peaceful = fights = meetings = 0
    for seed in (1, 2, 3, 4):
        events = demo.play(seed, 60).log.events
        causes |= {e.cause for e in events if e.type == "disposition"}
        peaceful += sum(
            1
            for e in events
            if e.type == "gm"
            and e.rule == "p. 100"
            and ("grant passage" in e.why or "let the guild go its way" in e.why)
        )
        fights += sum(1 for e in events if e.type == "challenge_round" and e.round == 1)
        meetings += sum(1 for e in events if e.type == "disposition" and e.cause == "start")
    assert "start" in causes and causes & {"like", "want", "need", "wands"}, causes
    assert peaceful, "no meeting in the demos ended in talk"
    assert 0 < fights < meetings, "every meeting came to blows, or none did"
