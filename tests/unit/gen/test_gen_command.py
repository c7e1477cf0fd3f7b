"""`worm gen` as CONTRACTS §1–2 promise it: formats, batches, and one-line errors."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from worm import cli
from worm.engine.session import Game
from worm.gen import export
from worm.gen.underworld import generate


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_the_default_is_an_ascii_overview(capsys) -> None:
    code, out, err = _run(capsys, "gen", "--seed", "1")
    assert code == 0 and err == ""
    assert "Underworld of seed 1" in out and "Level 1:" in out and "Legend:" in out


def test_json_follows_the_contract(capsys) -> None:
    code, out, _ = _run(capsys, "gen", "--seed", "42", "--levels", "4", "--format", "json")
    assert code == 0
    document = json.loads(out)
    assert document["schema_version"] == 2 and document["seed"] == 42
    assert {"id", "name"} <= set(document["origin"])
    assert [level["number"] for level in document["levels"]] == [1, 2, 3, 4]
    level = document["levels"][0]
    for name in (
        "card",
        "card_name",
        "seed_name",
        "position",
        "surface_entrance",
        "lighting",
        "width",
        "height",
        "tiles",
        "rooms",
        "meatgrinder",
    ):
        assert name in level, name
    assert len(level["tiles"]) == level["height"] and len(level["tiles"][0]) == level["width"]
    room = level["rooms"][0]
    for name in (
        "key",
        "x",
        "y",
        "w",
        "h",
        "reasons",
        "features",
        "traps",
        "denizens",
        "safe",
        "secret",
        "exits",
    ):
        assert name in room, name
    for connection in document["connections"]:
        assert {"a", "b", "rules", "kind", "a_room", "b_room", "secret"} <= set(connection)
    assert set(document["metrics"]) == {"underworld", "levels"}


def test_out_writes_the_same_bytes_as_stdout(capsys, tmp_path: Path) -> None:
    _, printed, _ = _run(capsys, "gen", "--seed", "7", "--format", "json")
    target = tmp_path / "u.json"
    assert _run(capsys, "gen", "--seed", "7", "--out", str(target))[0] == 0
    assert target.read_text(encoding="utf-8") == printed
    assert [p.name for p in tmp_path.iterdir()] == ["u.json"]  # no temporary left behind


def test_a_batch_is_the_same_with_one_job_or_two(capsys, tmp_path: Path) -> None:
    one, two = tmp_path / "one.csv", tmp_path / "two.csv"
    assert _run(capsys, "gen", "--batch", "10", "--seed-start", "5", "--out", str(one))[0] == 0
    assert (
        _run(capsys, "gen", "--batch", "10", "--seed-start", "5", "--jobs", "2", "--out", str(two))[
            0
        ]
        == 0
    )
    assert one.read_bytes() == two.read_bytes()
    rows = list(csv.DictReader(io.StringIO(one.read_text())))
    assert [int(row["seed"]) for row in rows] == list(range(5, 15))
    assert all(row["all_connected"] == "True" and int(row["fewest_loops"]) >= 1 for row in rows)


def test_a_jsonl_batch_has_every_levels_metrics(capsys, tmp_path: Path) -> None:
    target = tmp_path / "m.jsonl"
    assert _run(capsys, "gen", "--batch", "3", "--levels", "3", "--out", str(target))[0] == 0
    rows = [json.loads(line) for line in target.read_text().splitlines()]
    assert [row["seed"] for row in rows] == [0, 1, 2]
    assert all(len(row["levels"]) == 3 and row["underworld"]["levels"] == 3 for row in rows)


@pytest.mark.parametrize(
    ("argv", "code", "words"),
    [
        (["gen", "--levels", "2"], 2, "3 to 21 levels"),
        (["gen", "--levels", "22"], 2, "3 to 21 levels"),
        (["gen", "--seed", "-1"], 2, "seed"),
        (["gen", "--batch", "0"], 2, "at least 1"),
        (["gen", "--batch", "2", "--out", "rows.txt"], 1, ".csv or .jsonl"),
        (["gen", "--format", "png"], 1, "--out FILE.png"),
        (["gen", "--out", "/no/such/folder/u.json"], 1, "does not exist"),
    ],
)
def test_bad_arguments_get_one_clear_line(capsys, argv, code, words) -> None:
    try:
        result = cli.main(argv)
    except SystemExit as stop:  # argparse usage errors
        result = stop.code
    _, err = capsys.readouterr()
    assert result == code
    assert "Traceback" not in err
    last = err.strip().splitlines()[-1]
    assert words in last
    if code == 1:  # our own errors are a single line; usage errors end argparse's way
        assert err.strip() == last and last.startswith("worm: ")
    else:
        assert last.startswith("worm gen: error:")


def test_play_never_changes_what_a_seed_generates() -> None:
    before = export.to_json(generate(99))
    game = Game.new(99, 3)
    from worm.engine.commands import AcceptFate, TestFate

    hero = game.guild.adventurers[0].id
    for _ in range(30):
        game.execute(TestFate(who=hero, attribute="swords"))
        if game.pending is not None:
            game.execute(AcceptFate())
    assert export.to_json(generate(99)) == before
