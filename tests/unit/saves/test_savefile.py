"""Saves that never lose a game (issue 16, points 1, 3, 5): a round trip is exact, a bad file
is refused in one line and left as it was, a bad save falls back on its backup, and a name
never reaches outside the saves folder."""

from __future__ import annotations

import gzip
import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from worm.engine import autoplay
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.errors import WormError
from worm.saves import folder, games, savefile
from worm.saves.savefile import SaveError

FIXTURES = Path(__file__).parents[2] / "fixtures" / "saves"


def played(seed: int, watches: int = 15, daring: float = 0.3) -> Game:
    game = Game.new(seed)
    game.execute(cmd.Delve())
    autoplay.run(game, watches, daring=daring)
    return game


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**63 - 1), watches=st.integers(1, 25), daring=st.sampled_from([0, 0.5]))
def test_any_game_saves_and_loads_equal_and_plays_on_the_same(
    tmp_path_factory: pytest.TempPathFactory, seed: int, watches: int, daring: float
) -> None:
    path = tmp_path_factory.mktemp("saves") / "run.json"
    game = played(seed, watches, daring)
    games.save(game, path)
    back, notice = games.load(path)
    assert notice is None
    assert back.snapshot() == game.snapshot()
    assert back.log.to_jsonl() == game.log.to_jsonl()  # the same log, refusals and all
    assert back.history == game.history
    target = game.watches + 5
    for one in (game, back):
        autoplay.run(one, target, daring=daring)
    assert back.log.to_jsonl() == game.log.to_jsonl()  # and it plays on identically


def test_a_gzipped_save_reads_the_same(tmp_path: Path) -> None:
    game = played(3)
    plain, packed = tmp_path / "a.json", tmp_path / "b.json.gz"
    games.save(game, plain)
    games.save(game, packed)
    assert packed.read_bytes()[:2] == savefile.GZIP_MAGIC
    assert packed.stat().st_size < plain.stat().st_size / 3
    assert games.load(packed)[0].snapshot() == games.load(plain)[0].snapshot()


def test_the_first_version_of_the_save_file_still_loads() -> None:
    """tests/fixtures/saves/v1.json was written by schema version 1 (seed 11, 12 watches of
    the careful bot); every later version must read it, migrating if it must."""
    saved = json.loads((FIXTURES / "v1.json").read_text(encoding="utf-8"))
    game, notice = games.load(FIXTURES / "v1.json")
    assert game.seed == 11 and game.watches == saved["state"]["crawl"]["watches"]
    assert [a.name for a in game.guild.adventurers] == [
        a["name"] for a in saved["state"]["guild"]["adventurers"]
    ]
    # worm 0.1.0 played the Camp otherwise: the game goes on from where it stood, and says so
    assert notice is not None and "0.1.0" in notice and "cannot be replayed" in notice
    game.execute(cmd.Delve())  # and it goes on: back below from the City


# --- bad files ----------------------------------------------------------------------------------

Damage = Callable[[bytes], bytes]


def _json(change: Callable[[dict], None]) -> Damage:
    def damage(raw: bytes) -> bytes:
        data = json.loads(raw)
        change(data)
        return json.dumps(data).encode()

    return damage


def _flip(raw: bytes) -> bytes:
    at = raw.index(b'"watches":') + len(b'"watches":')
    return raw[:at] + b"x" + raw[at + 1 :]


def _card_twice(data: dict) -> None:
    minor = data["state"]["decks"]["minor"]
    minor["draw_pile"][1] = minor["draw_pile"][0]


def _negative(data: dict) -> None:
    data["state"]["guild"]["adventurers"][0]["resolve"] = -2


BAD: dict[str, tuple[Damage, str]] = {
    "truncated": (lambda raw: raw[: len(raw) // 2], "not JSON"),
    "a flipped byte": (_flip, "not JSON"),
    "empty": (lambda raw: b"", "empty"),
    "not JSON": (lambda raw: b"this is my save, honest", "not JSON"),
    "not UTF-8": (lambda raw: b"\xff\xfe" + raw, "not UTF-8"),
    "the wrong shape": (lambda raw: b"[1, 2, 3]", "a JSON object"),
    "no version": (_json(lambda d: d.pop("schema_version")), "no schema_version"),
    "a future version": (_json(lambda d: d.update(schema_version=99)), "newer worm"),
    "huge": (lambda raw: raw + b" " * (savefile.MAX_BYTES + 1), "larger than"),
    "deeply nested": (lambda raw: b"[" * 100_000 + b"]" * 100_000, "nested"),
    "negative counts": (_json(_negative), "resolve"),
    "a card twice": (_json(_card_twice), "decks"),
    "a wrong seed": (_json(lambda d: d.update(seed=d["seed"] + 1)), "seed"),
    "an unknown field": (_json(lambda d: d.update(cheat=True)), "cheat"),
    "a broken gzip": (lambda raw: savefile.GZIP_MAGIC + b"\x08\x00garbage", "gzip"),
}


@pytest.fixture(scope="module")
def good(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    path = tmp_path_factory.mktemp("good") / "good.json"
    games.save(played(5, 10), path)
    return path.read_bytes()


@pytest.mark.parametrize("kind", BAD)
def test_a_bad_save_is_refused_in_one_line_and_left_untouched(
    tmp_path: Path, good: bytes, kind: str
) -> None:
    damage, words = BAD[kind]
    path = tmp_path / "bad.json"
    path.write_bytes(damage(good))
    before = path.read_bytes()
    with pytest.raises(SaveError) as caught:
        games.load(path)
    message = str(caught.value)
    assert words in message and "\n" not in message and str(path) in message
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.json"]


def test_every_bad_file_has_its_own_message(tmp_path: Path, good: bytes) -> None:
    messages = set()
    for kind, (damage, _) in BAD.items():
        path = tmp_path / f"{kind.replace(' ', '_')}.json"
        path.write_bytes(damage(good))
        with pytest.raises(SaveError) as caught:
            games.load(path)
        messages.add(str(caught.value).split(": ", 1)[1])
    assert len(messages) >= len(BAD) - 3  # truncated and flipped both read as broken JSON …


def test_a_save_whose_commands_lead_elsewhere_is_refused(tmp_path: Path) -> None:
    game = played(8, 20)
    path = tmp_path / "edited.json"
    games.save(game, path)
    data = json.loads(path.read_bytes())
    data["state"]["crawl"]["watches"] += 5  # the state says more than the commands did
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="do not lead to the state"):
        games.load(path)


def test_a_bad_save_falls_back_on_its_backup_with_a_notice(tmp_path: Path) -> None:
    path = tmp_path / "run.json"
    first = played(6, 5)
    games.save(first, path)
    games.save(played(6, 10), path)  # the first save is now run.bak
    path.write_bytes(path.read_bytes()[:100])  # the newest is torn
    game, notice = games.load(path)
    assert game.snapshot() == first.snapshot()
    assert notice is not None and "run.bak" in notice and "not JSON" in notice


def test_with_no_good_backup_the_main_problem_is_named(tmp_path: Path) -> None:
    path = tmp_path / "run.json"
    path.write_bytes(b"")
    with pytest.raises(SaveError, match="empty"):
        games.load(path)


# --- names --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "stem"),
    [
        ("my guild", "my-guild"),
        ("../../etc/passwd", "etc-passwd"),
        ("Æthelred's run", "thelred-s-run"),
        ("/absolute/path", "absolute-path"),
        ("run.json", "run"),
        ("x" * 200, "x" * 64),
    ],
)
def test_a_save_name_never_leaves_the_saves_folder(tmp_path: Path, name: str, stem: str) -> None:
    path = folder.path_of(tmp_path, name)
    assert path.parent == tmp_path.resolve() and path.name == f"{stem}.json"


@pytest.mark.parametrize("name", ["", "..", "/", "!!!", "   "])
def test_a_name_with_nothing_usable_is_refused(tmp_path: Path, name: str) -> None:
    with pytest.raises(WormError, match="not a usable save name"):
        folder.path_of(tmp_path, name)


def test_the_listing_shows_each_save_newest_first_and_a_bad_one_with_why(tmp_path: Path):
    games.save(played(2, 5), tmp_path / "older.json")
    games.save(played(3, 9), tmp_path / "newer.json")
    shutil.copy(tmp_path / "newer.json", tmp_path / "copy.json")
    (tmp_path / "broken.json").write_text("{")
    listed = {s.name: s for s in folder.listing(tmp_path)}
    assert set(listed) == {"older", "newer", "copy", "broken"}
    assert listed["broken"].problem is not None and "not JSON" in listed["broken"].problem
    assert listed["newer"].guild and listed["newer"].watch >= 1
    assert gzip  # (the gzip form is listed alike: tested above through load)
