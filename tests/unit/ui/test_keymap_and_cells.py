"""The terminal game's pieces that need no terminal: the keymap file, the map's cells, the
message log's categories and the panels' words."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from rich.style import Style
from rich.terminal_theme import DEFAULT_TERMINAL_THEME
from textual.color import Color
from textual.filter import ANSIToTruecolor

from tests.fixtures.walks import WALL_SOUTH
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.errors import WormError
from worm.gen import maps
from worm.ui import cells, keymap, mapview, panels, themes
from worm.ui.driver import Driver, category
from worm.ui.mapview import MapView

WALK = 2  # seed 2: the guild starts in room 101 with nothing waiting (tests/ui/test_crawl.py)


# --- the keymap file ------------------------------------------------------------------------


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "keymap.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_keymap_file_overrides_keys_by_binding_id(tmp_path: Path) -> None:
    path = write(
        tmp_path, '[keys]\nmove_north = "z, up"\nexplore = "tab"\nwhy = "?"\nhelp = "f1"\n'
    )
    assert keymap.load(path) == {
        "move_north": "z,up",
        "explore": "tab",
        "why": "question_mark",  # as Textual names the key, so clashes are found
        "help": "f1",
    }


def test_moving_a_key_frees_it_for_another_binding(tmp_path: Path) -> None:
    """'w' is Why everywhere; bound to a step it would clash, unless Why moves off it."""
    path = write(tmp_path, '[keys]\nmove_north = "w,up"\nwhy = "ctrl+w"\n')
    assert keymap.load(path) == {"move_north": "w,up", "why": "ctrl+w"}


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("[keys\n", "not valid TOML"),
        ('[keys]\nfly = "f"\n', "no binding has the id 'fly'"),
        ("[keys]\nexplore = 3\n", "explore needs keys"),
        ('[keys]\nexplore = "a,,b"\n', "explore needs keys"),
        ('[bindings]\nexplore = "o"\n', "unknown table(s) bindings"),
        # issue 15: these were accepted silently
        ('[keys]\nexplore = "x"\n', "'x' is bound to both explore and look; give one"),
        ('[keys]\nmove_north = "w,up"\n', "'w' is bound to both why and move_north"),
        ('[keys]\nexplore = "?"\n', "'question_mark' is bound to both help and explore"),
        ('[keys]\nlook = "o"\nsearch = "o"\n', "(and 1 more)"),
        ('[keys]\nexplore = "upp"\n', "explore: 'upp' is not a key name"),
        ('[keys]\nexplore = "hyper+ctrl+o,cntrl+o"\n', "explore: 'cntrl+o' is not a key name"),
        ('[keys]\nexplore = "f99"\n', "explore: 'f99' is not a key name"),
        ('[keys]\nexplore = "<any>"\n', "explore: '<any>' is not a key name"),
    ],
)
def test_a_bad_keymap_file_is_one_clear_line(tmp_path: Path, text: str, words: str) -> None:
    with pytest.raises(WormError, match=re.escape(words)) as caught:
        keymap.load(write(tmp_path, text))
    assert "\n" not in str(caught.value) and str(tmp_path) in str(caught.value)


def test_a_missing_keymap_file_is_one_clear_line(tmp_path: Path) -> None:
    with pytest.raises(WormError, match="cannot read keymap"):
        keymap.load(tmp_path / "none.toml")


def test_the_default_keys_never_clash_on_one_screen() -> None:
    assert keymap.conflicts({}) == []


def test_a_clash_made_by_a_keymap_is_found() -> None:
    assert keymap.conflicts({"explore": "x"}) == ["'x' is bound to both explore and look"]


def test_an_app_key_clashes_on_every_screen_even_guild_creation() -> None:
    assert keymap.conflicts({"creation_roll": "m"}) == [
        "'m' is bound to both log and creation_roll"
    ]


@pytest.mark.parametrize(
    ("typed", "named"),
    [
        ("k", "k"),
        ("?", "question_mark"),
        ("/", "slash"),
        ("slash", "slash"),
        ("W", "W"),
        ("ctrl+q", "ctrl+q"),
        ("shift+f2", "shift+f2"),
        ("pagedown", "pagedown"),
        ("greater_than_sign", "greater_than_sign"),
        ("colon", "colon"),
    ],
)
def test_key_names_are_textuals(typed: str, named: str) -> None:
    assert keymap.key_name(typed) == named


def test_every_default_key_is_a_key_name() -> None:
    for k in keymap.KEYS:
        for key in k.keys.split(","):
            assert keymap.key_name(key) == key, (k.id, key)


def test_every_binding_id_is_unique_and_the_contracts_moves_are_there() -> None:
    ids = [k.id for k in keymap.KEYS]
    assert len(ids) == len(set(ids))
    for name in (
        "move_north",
        "move_south",
        "move_east",
        "move_west",
        "move_north_east",
        "move_north_west",
        "move_south_east",
        "move_south_west",
    ):
        assert keymap.BY_ID[name].action == f"app.{name}"


# --- the map's cells ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def driver() -> Driver:
    return Driver.quickstart(WALK)


def test_the_guild_is_an_at_sign_in_its_own_style(driver: Driver) -> None:
    frame = cells.Painter().frame(driver.game)
    x, y = driver.game.pos
    assert chr(frame.glyphs[y, x]) == "@"
    assert frame.styles[y, x] == cells.style_id(cells.GUILD, cells.BRIGHT)


def test_the_five_lights_show_by_glyph_and_not_by_colour_alone(driver: Driver) -> None:
    game = driver.game
    frame = cells.Painter().frame(game)
    light = frame.styles % len(cells.LIGHTS)
    tiles = game.plan.guild_map(game.state)
    floor = (tiles == maps.FLOOR) & (frame.styles // len(cells.LIGHTS) == maps.FLOOR)
    lit = floor & ((light == cells.BRIGHT) | (light == cells.DIM))
    assert lit.any() and set(map(chr, np.unique(frame.glyphs[lit]))) == {"."}
    outline = floor & (light == cells.OUTLINE)
    assert outline.any() and set(map(chr, np.unique(frame.glyphs[outline]))) == {" "}
    assert (frame.glyphs[light == cells.UNKNOWN] == ord(" ")).all()


def test_room_keys_are_written_on_the_outline_map(driver: Driver) -> None:
    game = driver.game
    frame = cells.Painter().frame(game)
    text = "\n".join("".join(map(chr, row)) for row in frame.glyphs)
    for key in ("101", "102", "103"):
        assert key in text


def test_remembered_floor_is_a_middle_dot_once_the_guild_has_moved_on(driver: Driver) -> None:
    game = driver.game
    d = Driver.quickstart(WALK)
    d.do(cmd.Explore())
    frame = cells.Painter().frame(d.game)
    light = frame.styles % len(cells.LIGHTS)
    assert (frame.glyphs[light == cells.REMEMBERED] == ord("·")).any()
    assert game.pos != d.game.pos


def test_secret_doors_not_found_are_not_on_the_map() -> None:
    """Seed 1's level 1 has a secret room; its walls and door are plain rock until found."""
    d = Driver.quickstart(1)
    game = d.game
    hidden = game.plan.hidden_rooms(game.state)
    assert hidden
    frame = cells.Painter().frame(game)
    room = game.plan.level.map.rooms[hidden[0]]
    patch = frame.glyphs[room.y : room.y + room.h, room.x : room.x + room.w][room.mask]
    assert (patch == ord(" ")).all()


def test_every_style_has_a_colour_in_both_themes() -> None:
    for name in (themes.DEFAULT, themes.HIGH_CONTRAST):
        palette = themes.palette(name)
        assert len(palette) == cells.STYLES
        for kind in range(len(cells.KINDS)):
            for light in range(1, len(cells.LIGHTS)):
                assert palette[cells.style_id(kind, light)].color is not None


def test_the_map_leaves_out_the_ansi_filter_only_where_it_would_change_nothing(
    driver: Driver,
) -> None:
    """The map skips Textual's ANSI-to-true-colour filter (issue 19, Speed) because every
    style of both themes is true colour and not dim: the filter gives back every row as it
    was. A palette with an ANSI colour or a dim style keeps it."""
    frame = cells.Painter().frame(driver.game)
    ansi = ANSIToTruecolor(DEFAULT_TERMINAL_THEME)
    for name in (themes.DEFAULT, themes.HIGH_CONTRAST):
        palette = themes.palette(name)
        assert mapview._truecolor(palette)
        view = MapView(theme=name)
        view._frame = frame
        for row in range(frame.glyphs.shape[0]):
            segments = list(view._build(row))
            assert ansi.apply(segments, Color.parse("#141210")) == segments
    assert not mapview._truecolor([*themes.palette(themes.DEFAULT), Style(color="red")])
    assert not mapview._truecolor([Style(color="#ffffff", dim=True)])


# --- the log's categories and the panels ----------------------------------------------------


@pytest.mark.parametrize(
    ("event", "phase", "expected"),
    [
        (ev.Gm(seq=1, rule="p. 86", why="x"), "crawl", "gm"),
        (ev.Watch(seq=1, n=1, cause="room", level=1, room="101"), "crawl", "meatgrinder"),
        (ev.Narration(seq=1, text="x"), "parley", "talk"),
        (ev.Narration(seq=1, text="x"), "challenge", "combat"),
        (ev.Narration(seq=1, text="x"), "crawl", "story"),
    ],
)
def test_each_event_lands_in_its_category(event: ev.Event, phase: str, expected: str) -> None:
    assert category(event, phase) == expected


def test_a_refused_command_is_a_message_and_changes_nothing() -> None:
    d = Driver.quickstart(WALL_SOUTH)  # a step south, then a wall
    d.do(cmd.Step(dx=0, dy=1))
    before = (d.game.snapshot(), len(d.game.log.events))
    outcome = d.do(cmd.Step(dx=0, dy=1))
    assert outcome.refused and d.game.snapshot() == before[0]
    assert len(d.game.log.events) == before[1] + 1 and d.game.log.events[-1].type == "refused"
    assert d.messages[-1].category == "refused" and d.messages[-1].text.startswith("No: ")


def test_the_log_keeps_the_newest_messages_and_counts_them_all() -> None:
    d = Driver.quickstart(WALK)
    d.log_limit = 5
    for i in range(12):
        d.say(f"line {i}")
    assert [m.text for m in d.messages] == [f"line {i}" for i in range(7, 12)]
    assert [m.text for m in d.since(d.written - 2)] == ["line 10", "line 11"]


def test_the_guild_panel_names_each_adventurer_with_path_and_light_in_words() -> None:
    d = Driver.quickstart(WALK)
    text = panels.guild(d.game).plain
    for a in d.game.guild.adventurers:
        assert a.name in text and a.path.title() in text
    assert "light: " in text and "Resolve" in text


def test_in_the_city_a_lit_lamp_is_listed_without_a_blank_light_word() -> None:
    """On the surface there is no light level to name: the panel lists the lit sources
    alone, never 'light: , lantern'."""
    d = Driver.quickstart(WALK)
    d.game.execute(cmd.Take(way="out"))
    assert d.game.phase == "city"
    text = panels.guild(d.game).plain
    assert "light: ," not in text


def test_the_decks_panel_counts_cards_and_shows_the_top_of_each_discard() -> None:
    d = Driver.quickstart(WALK)
    text = panels.decks(d.game).plain
    m = d.game.decks.minor.census()
    assert f"{m.draw} to draw" in text
    top = d.game.decks.major.top_discard
    assert top is not None and top.name in text


def test_docs_ui_lists_every_binding_id() -> None:
    text = (Path(__file__).resolve().parents[3] / "docs" / "ui.md").read_text(encoding="utf-8")
    missing = [
        k.id
        for k in keymap.KEYS
        if f"`{k.id}`" not in text and not k.id.startswith(("move_", "card_"))
    ]
    assert missing == []
    assert "`move_north` … `move_south_east`" in text and "`card_1` … `card_5`" in text
