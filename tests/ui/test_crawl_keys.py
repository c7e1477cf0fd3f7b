"""Issue 19, point 5: every core action of the Crawl has a key, not only the ':' line.

Each test presses the key, picks through the short lists, and checks two things: the game
changed as the player meant (a light lit, a door open, a thing dropped…), and the Command sent
is the very one the text game's words make (``worm.text.repl.parse``). Scenarios are built on
the seed-2 level (tests/ui/test_crawl.py) by placing the guild and its gear, not found by luck;
a locked door, and a room that only a locked door leads to, are on the first level that has one
(``LOCKS``: since locks are laid after the topology's bypasses, seed 2's level has none).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from textual.widgets import OptionList, Static

from tests.fixtures.meetings import first_seed
from tests.fixtures.seeds import find
from tests.fixtures.walks import calm
from worm.content.interaction import Interaction
from worm.engine import commands as cmd
from worm.engine import crawl as engine_crawl
from worm.engine import dues, explore, kit
from worm.engine.session import Game
from worm.model.adventurer import Adventurer
from worm.model.inventory import Carried
from worm.text import repl
from worm.ui import cells, doors, themes
from worm.ui.app import WormApp
from worm.ui.crawl import CrawlScreen
from worm.ui.driver import Driver
from worm.ui.features import TREASURE, FeaturesScreen
from worm.ui.help import HelpScreen, rows
from worm.ui.inventory import InventoryScreen
from worm.ui.legend import GLYPHS, LegendScreen
from worm.ui.parley import PickScreen
from worm.ui.sheet import SheetScreen

SIZE = (120, 40)


def app(tmp_path: Path, seed: int = 2) -> WormApp:
    return WormApp(seed=seed, quickstart=True, saves_dir=tmp_path)


def game_of(a: WormApp) -> Game:
    assert a.driver is not None
    return a.driver.game


async def choose(a: WormApp, pilot: object, value: str) -> None:
    """Pick ``value`` in the list on top by pressing its number, as a player does."""
    screen = a.screen
    assert isinstance(screen, PickScreen), screen
    values = [v for v, _ in screen.options]
    assert value in values, (value, screen.options)
    index = values.index(value)
    if index < 9:
        await pilot.press(str(index + 1))  # type: ignore[attr-defined]
    else:  # past 9: down the list, then Enter
        screen.query_one(OptionList).highlighted = index
        await pilot.press("enter")  # type: ignore[attr-defined]
    await pilot.pause()  # type: ignore[attr-defined]


def by_uid(game: Game, line: str, uid: int) -> cmd.Command:
    """The command the text game's ``line`` makes, naming the very thing picked by its uid."""
    parsed = repl.parse(game, line)
    assert isinstance(parsed, cmd.UseItem | cmd.DropItem)
    return parsed.model_copy(update={"uid": uid})


def labels(a: WormApp) -> list[str]:
    screen = a.screen
    assert isinstance(screen, PickScreen), screen
    return [label for _, label in screen.options]


def holding(game: Game, who: str, *things: Carried, keep: tuple[str, ...] = ()) -> Adventurer:
    """``who`` carries ``things`` in the pack, beside what of their own gear ``keep`` names."""
    a = game.guild.adventurer(who)
    kept = [c for c in a.inventory.things() if c.item in keep and c not in a.inventory.worn]
    pack = (*kept, *things)
    size = len(a.inventory.pack)
    assert len(pack) <= size
    inventory = a.inventory.model_copy(
        update={
            "hands": (None,) * len(a.inventory.hands),
            "belt": (None,) * len(a.inventory.belt),
            "pack": pack + (None,) * (size - len(pack)),
        }
    )
    changed = a.model_copy(update={"inventory": inventory})
    game.set_adventurer(changed)
    return changed


def place(game: Game, room: int) -> None:
    """The guild stands in ``room``, entered and its denizens dealt with."""
    game.room = room
    game.pos = game.plan.level.map.rooms[room].centre
    state = game.state
    game.states[game.depth] = replace(
        state, visited=state.visited | {room}, settled=state.settled | {room}
    )


def locked_door(game: Game) -> tuple[int, int, int]:
    """A locked door of this level, as (edge, the room on this side, the room behind)."""
    edges = game.plan.level.map.edges
    edge = next((i for i, e in enumerate(edges) if e.locked), None)
    assert edge is not None, f"no locked door on level {game.depth}"
    return edge, edges[edge].a, edges[edge].b


def sealed_door(game: Game) -> tuple[int, int, int, int] | None:
    """A locked door of this level that is the only way between its two rooms, as (edge, the
    room on this side, the room behind, a room next to this side by an open way but not next to
    the room behind), or None if the level's loops and bypasses leave no such door."""
    plan = game.plan
    cost = plan.cost(game.state)
    edges, rooms = plan.level.map.edges, plan.level.map.rooms
    for edge, e in enumerate(edges):
        if not e.locked:
            continue
        for here, behind in ((e.a, e.b), (e.b, e.a)):
            if plan.path(rooms[here].centre, rooms[behind].centre, cost):
                continue
            start = next(
                (
                    other
                    for other, way in plan.neighbours(here, game.state)
                    if not edges[way].locked
                    and behind not in {o for o, _ in plan.neighbours(other, game.state)}
                ),
                None,
            )
            if start is not None:
                return edge, here, behind, start
    return None


def _sealed(seed: int) -> bool:
    game = calm(seed)
    idle = game.phase == "crawl" and game.choice is None and game.pending is None
    return idle and sealed_door(game) is not None


LOCKS = first_seed(_sealed)  # a calm first room, and a room that only a locked door leads to


# --- light, use, drop, tend ---------------------------------------------------------------------


async def test_l_lights_a_torch_from_the_pack_into_a_hand(tmp_path: Path) -> None:
    a = app(tmp_path)
    async with a.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = game_of(a)
        uid = game.guild.adventurer("a1").inventory.next_uid()
        holding(game, "a1", Carried(uid=uid, item="torch", flickers=3))
        await pilot.press("L")
        await pilot.pause()
        assert len(labels(a)) == 3  # each has a light to light: who first
        await choose(a, pilot, "a1")
        assert labels(a) == ["Torch (unlit, 3 flickers)"]
        await choose(a, pilot, str(uid))
        torch = next(c for c in game.guild.adventurer("a1").inventory.hands if c is not None)
        assert torch.item == "torch" and torch.lit and torch.flickers == 3
        assert game.history[-1] == by_uid(game, "light a1 torch", uid)
        assert isinstance(a.screen, CrawlScreen)


async def test_the_last_light_going_out_is_a_toast_naming_the_light_key(tmp_path: Path) -> None:
    """Play-test 19: a guild left in the dark was told only by "light: dim" in the side panel.
    a2 drops the one lit lantern (it shatters, p. 95); a1 still has a torch to light."""
    a = app(tmp_path)
    async with a.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = game_of(a)
        holding(game, "a3")
        uid = game.guild.adventurer("a1").inventory.next_uid()
        holding(game, "a1", Carried(uid=uid, item="torch", flickers=3))
        a2 = holding(game, "a2")
        lantern = Carried(uid=a2.inventory.next_uid(), item="lantern", flickers=3, lit=True)
        inventory = a2.inventory.model_copy(update={"hands": (lantern, None)})
        game.set_adventurer(a2.model_copy(update={"inventory": inventory}))
        game.lit_count = 1
        a.send(cmd.DropItem(who="a2", item="lantern"))
        await pilot.pause()
        notices = [n.message for n in a._notifications]
        assert "The guild stands in the dark: press L to light another light" in notices
        assert game.phase == "crawl"


async def test_l_relights_a_snuffed_lantern(tmp_path: Path) -> None:
    a = app(tmp_path)
    async with a.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = game_of(a)
        for who in ("a1", "a3"):  # only a2 has a light to light: no "who?" list
            holding(game, who)
        uid = game.guild.adventurer("a2").inventory.next_uid()
        holding(game, "a2", Carried(uid=uid, item="lantern", flickers=2))
        await pilot.press("L")
        await pilot.pause()
        assert labels(a) == ["Lantern (unlit, 2 flickers)"]
        await choose(a, pilot, str(uid))
        lantern = kit.find(game.guild.adventurer("a2"), "lantern")[0]
        assert lantern.lit and lantern.flickers == 2
        assert game.history[-1] == by_uid(game, "light a2 lantern", uid)


async def test_u_fills_an_empty_lantern_with_oil(tmp_path: Path) -> None:
    a = app(tmp_path)
    async with a.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = game_of(a)
        uid = game.guild.adventurer("a2").inventory.next_uid()
        lantern = Carried(uid=uid, item="lantern", flickers=0)
        holding(game, "a2", lantern, Carried(uid=uid + 1, item="oil"))
        await pilot.press("U")
        await pilot.pause()
        await choose(a, pilot, "a2")
        assert "Oil, flask" in labels(a)  # the spent lantern itself is no choice: it fills
        assert "Lantern (spent, 0 flickers)" not in labels(a)
        await choose(a, pilot, str(uid + 1))
        a2 = game.guild.adventurer("a2")
        assert kit.find(a2, "lantern")[0].flickers == game.pack.items["oil"].fuel_flickers
        assert not kit.find(a2, "oil")
        assert game.history[-1] == by_uid(game, "use a2 oil", uid + 1)


async def test_d_drops_a_thing(tmp_path: Path) -> None:
    a = app(tmp_path)
    async with a.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = game_of(a)
        before = kit.count(game.guild.adventurer("a1"), "rope")
        assert before
        await pilot.press("d")
        await pilot.pause()
        await choose(a, pilot, "a1")
        rope = kit.find(game.guild.adventurer("a1"), "rope")[0].uid
        await choose(a, pilot, str(rope))
        assert kit.count(game.guild.adventurer("a1"), "rope") == before - 1
        assert game.history[-1] == by_uid(game, "drop a1 rope", rope)
        dropped = [e for e in game.log.events if e.type == "item"][-1]
        assert dropped.change == "lost" and dropped.item == "Rope"


async def test_p_tends_the_dying_with_a_poultice(tmp_path: Path) -> None:
    a = app(tmp_path)
    async with a.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = game_of(a)
        await pilot.press("p")
        await pilot.pause()
        assert isinstance(a.screen, CrawlScreen)  # nobody dying: a notice, no list
        hurt = game.guild.adventurer("a3")
        dying = hurt.conditions.model_copy(update={"deaths_door": True})
        game.set_adventurer(hurt.model_copy(update={"conditions": dying}))
        poultices = kit.count(game.guild.adventurer("a1"), "poultice")
        await pilot.press("p")
        await pilot.pause()
        await choose(a, pilot, "a3")
        await choose(a, pilot, "a1")
        assert kit.count(game.guild.adventurer("a1"), "poultice") == poultices - 1
        assert game.history[-1] == repl.parse(game, "tend a3 a1")
        assert any(e.type == "gm" and "tests Wands to live" in e.why for e in game.log.events)


# --- doors and explore --------------------------------------------------------------------------


async def test_plus_opens_a_locked_door_with_its_key(tmp_path: Path) -> None:
    """With the key and lockpicks in the guild, a locked door offers all three ways through
    (p. 88), and the key opens it."""
    a = app(tmp_path, LOCKS)
    async with a.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = game_of(a)
        edge, here, behind = locked_door(game)
        place(game, here)
        first = game.guild.adventurers[0]
        if not kit.find(first, "lockpicks"):  # the seed's quick guild may have bought none
            game.set_adventurer(kit.gain(first, "lockpicks", 1, game.pack)[0])
        key = game.plan.key(behind)
        game.keys = game.keys | {f"{game.plan.key(here)}-{key}", f"{key}-{game.plan.key(here)}"}
        await pilot.press("plus")
        await pilot.pause()
        assert f"to {key} — locked" in labels(a)
        await choose(a, pilot, key)
        assert labels(a)[:3] == [label for _, label in doors.LOCKED_VERBS[:3]]  # no troll here
        await choose(a, pilot, "open")
        assert edge in game.state.unlocked
        assert game.history[-1] == repl.parse(game, f"open {key}")


async def test_plus_forces_a_locked_door_with_a_swords_test(tmp_path: Path) -> None:
    a = app(tmp_path, LOCKS)
    async with a.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = game_of(a)
        _, here, behind = locked_door(game)
        place(game, here)
        key = game.plan.key(behind)
        before = len(game.log.events)
        await pilot.press("plus")
        await pilot.pause()
        await choose(a, pilot, key)
        await choose(a, pilot, "force")
        assert game.history[-1] == repl.parse(game, f"force {key}")
        tests = [e for e in game.log.events[before:] if e.type == "fate"]
        waiting = game.pending.asked if game.pending is not None else None
        tested = [(t.attribute, t.task) for t in (*tests, *([waiting] if waiting else []))]
        assert ("swords", f"force the door to {key}") in tested


async def test_explore_stopped_by_locks_offers_the_rooms_behind_them(tmp_path: Path) -> None:
    a = app(tmp_path, LOCKS)
    async with a.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = game_of(a)
        sealed = sealed_door(game)
        assert sealed is not None, f"seed {LOCKS}: no room only a locked door leads to"
        edge, here, behind, _ = sealed
        place(game, here)
        plan = game.plan
        cost = plan.cost(game.state)
        rooms = plan.level.map.rooms
        open_to = {r for r in range(len(rooms)) if plan.path(game.pos, rooms[r].centre, cost)}
        assert behind not in open_to  # the door is the only way there
        state = game.state
        game.states[game.depth] = replace(state, visited=state.visited | open_to)
        key = plan.key(behind)
        game.keys = game.keys | {f"{plan.key(here)}-{key}", f"{key}-{plan.key(here)}"}
        await pilot.press("o")
        await pilot.pause()
        assert isinstance(a.screen, PickScreen)
        assert f"{key}: its door is here" in labels(a)
        await choose(a, pilot, key)
        await choose(a, pilot, "open")
        assert edge in game.state.unlocked
        assert game.history[-1] == repl.parse(game, f"open {key}")


# --- what the room holds ------------------------------------------------------------------------


def _doable(game: Game, i: Interaction) -> bool:
    """Nothing asked of the guild it lacks: no tool, no talent, no cost it cannot pay (the
    quickstart guild has no gold for the Wishing Well's coin)."""
    return not i.requires and i.talent is None and dues.affordable(game, i.costs)


async def test_a_lists_the_rooms_features_and_does_the_choice_picked(tmp_path: Path) -> None:
    a = app(tmp_path)
    async with a.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = game_of(a)
        room = next(
            r
            for r, stock in enumerate(game.level.stock)
            if any(
                _doable(game, i) for f in stock.features for i in game.pack.features[f].interactions
            )
        )
        place(game, room)
        name, choices = next(
            (n, c) for n, c in explore.choices_here(game) if any(_doable(game, i) for i in c)
        )
        option = next(n for n, i in enumerate(choices, 1) if _doable(game, i))
        await pilot.press("a")
        await pilot.pause()
        assert isinstance(a.screen, FeaturesScreen)
        assert any(label.startswith(name) for label in labels(a))
        await choose(a, pilot, name)
        assert labels(a) == [c.verb for c in choices]
        await choose(a, pilot, str(option))
        assert game.history[-1] == repl.parse(game, f"act {name} {option}")
        assert game.state.uses(f"{room}:{name}:{option}") == 1


def _loose_treasure(seed: int) -> bool:
    """Level 1 of seed's quick game has a room, not the way in, with treasure and no feature."""
    game = Driver.quickstart(seed).game
    return any(
        stock.treasure and not stock.features and r != game.room
        for r, stock in enumerate(game.level.stock)
    )


async def test_a_offers_the_treasure_and_takes_it(tmp_path: Path) -> None:
    a = app(tmp_path, find(_loose_treasure, "treasure with no feature on level 1", range(2, 60)))
    async with a.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = game_of(a)
        room = next(
            r
            for r, stock in enumerate(game.level.stock)
            if stock.treasure and not stock.features and r != game.room
        )
        place(game, room)
        await pilot.press("a")
        await pilot.pause()
        names = [game.pack.treasure[t].name for t in game.level.stock[room].treasure]
        assert any(label.startswith("Treasure: ") and names[0] in label for label in labels(a))
        await choose(a, pilot, TREASURE)
        assert game.history[-1] == repl.parse(game, "take")
        assert isinstance(game.history[-1], cmd.TakeTreasure)
        assert room in game.state.looted or game.pending is not None or game.choice is not None


# --- the screens --------------------------------------------------------------------------------


def _text(screen: object, selector: str) -> str:
    return str(screen.query_one(selector, Static).render())  # type: ignore[attr-defined]


async def test_shift_i_shows_hands_belt_and_pack_slot_by_slot_with_lights(tmp_path: Path) -> None:
    a = app(tmp_path)
    async with a.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = game_of(a)
        uid = game.guild.adventurer("a1").inventory.next_uid()
        holding(
            game,
            "a1",
            Carried(uid=uid, item="torch", flickers=2, lit=True),
            Carried(uid=uid + 1, item="candle", flickers=0),
            Carried(uid=uid + 2, item="rope", notches=1),
        )
        await pilot.press("I")
        await pilot.pause()
        assert isinstance(a.screen, InventoryScreen)
        a1 = game.guild.adventurer("a1")
        column = _text(a.screen, "#carrier-a1")
        lines = column.splitlines()
        assert lines[0] == a1.name
        hands, belt, pack = (
            lines.index(f"{p} ({len(a1.inventory.slots(p.lower()))} slots)")  # type: ignore[arg-type]
            for p in ("Hands", "Belt", "Pack")
        )
        assert lines[hands + 1 : belt] == [f"  1–{len(a1.inventory.hands)}. empty"]
        assert lines[belt + 1 : pack] == [f"  1–{len(a1.inventory.belt)}. empty"]
        assert lines[pack + 1 : pack + 5] == [
            "  1. Torch (lit, 2 flickers)",
            "  2. Candles (spent, 0 flickers)",
            "  3. Rope, 1 notch",
            f"  4–{len(a1.inventory.pack)}. empty",
        ]
        for other in game.guild.adventurers:
            assert _text(a.screen, f"#carrier-{other.id}").startswith(other.name)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(a.screen, CrawlScreen)


async def test_i_shows_each_sheet_and_tab_turns_the_pages(tmp_path: Path) -> None:
    a = app(tmp_path)
    async with a.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = game_of(a)
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(a.screen, SheetScreen)
        first, second = game.guild.in_marching_order()[:2]
        shown = _text(a.screen, "#sheet")
        assert shown.startswith(first.name)
        for word in ("Swords", "Resolve", "XP", "Motifs:", "Talents:", "Conditions:", "Bonds:"):
            assert word in shown, word
        assert f"Resolve {first.resolve}" in shown
        await pilot.press("tab")
        await pilot.pause()
        assert _text(a.screen, "#sheet").startswith(second.name)
        assert "2 of" not in _text(a.screen, "#sheet-title")
        await pilot.press("left", "left")
        await pilot.pause()
        assert "Fame" in _text(a.screen, "#sheet")  # the guild's own page
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(a.screen, CrawlScreen)


def _colour_at(content: object, at: int) -> str:
    """The foreground colour the legend draws the character at ``at`` in, as #rrggbb."""
    for span in content.spans:  # type: ignore[attr-defined]
        colour = getattr(span.style, "foreground", None)
        if span.start <= at < span.end and colour is not None:
            return str(colour.hex).lower()
    return ""


def _guild_colour(theme: str) -> str:
    style = themes.palette(theme)[cells.style_id(cells.GUILD, cells.BRIGHT)]
    assert style.color is not None and style.color.triplet is not None
    return style.color.triplet.hex.lower()


async def test_shift_k_shows_every_glyph_in_the_themes_colours(tmp_path: Path) -> None:
    a = app(tmp_path)
    async with a.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("K")
        await pilot.pause()
        assert isinstance(a.screen, LegendScreen)
        legend = a.screen.query_one("#legend", Static).visual.laid(200)  # type: ignore[attr-defined]  # worm.ui.hanging.Hung, at a width it need not wrap
        plain = str(legend)
        for glyph in "@&#+L'~=<>^·":
            assert glyph in plain, glyph
        for words in ("unknown", "outline", "remembered", "dim", "bright"):
            assert words + ":" in plain
        drawn = {kind for kind, _, _ in GLYPHS}
        assert set(cells.KINDS) - {"rock", "floor", "secret"} <= drawn  # floor: the lights
        assert _colour_at(legend, plain.index("@")) == _guild_colour(themes.DEFAULT)
        for key in ("escape", "f2", "K"):  # the high-contrast theme's colours
            await pilot.press(key)
            await pilot.pause()
        assert isinstance(a.screen, LegendScreen)
        legend = a.screen.query_one("#legend", Static).visual.laid(200)  # type: ignore[attr-defined]  # worm.ui.hanging.Hung, at a width it need not wrap
        at = str(legend).index("@")
        assert _colour_at(legend, at) == _guild_colour(themes.HIGH_CONTRAST)
        assert _guild_colour(themes.HIGH_CONTRAST) != _guild_colour(themes.DEFAULT)


async def test_help_lists_the_new_keys(tmp_path: Path) -> None:
    a = app(tmp_path)
    async with a.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(a.screen, HelpScreen)
        shown = " ".join(does for _, does, _ in rows(a.screen.below))
        for words in (
            "Light or relight",
            "A door here",
            "Deal with what the room holds",
            "Inventory",
            "map's legend",
            "Drop a carried",
            "Use a carried",
            "Death's Door",
        ):
            assert words in shown, words


async def test_the_side_panel_names_the_keys_and_follows_a_keymap(tmp_path: Path) -> None:
    """Each action has a place on screen: the Crawl's side panel names its key, as live."""
    a = WormApp(seed=2, quickstart=True, saves_dir=tmp_path, keymap={"light": "z"})
    async with a.run_test(size=SIZE) as pilot:
        await pilot.pause()
        shown = _text(a.screen, "#keys")
        for words in ("z light", "U use", "d drop", "p tend", "+ doors", "a act on what is here"):
            assert words in shown, (words, shown)
        for words in ("I inventory", "i sheets", "K legend"):
            assert words in shown, (words, shown)
        assert "L light" not in shown


async def test_l_with_both_hands_full_stows_the_off_hand_for_the_light(tmp_path: Path) -> None:
    """Swapping hands (p. 182): the light is taken in hand, the shield put in the pack."""
    a = app(tmp_path)
    async with a.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = game_of(a)
        for who in ("a2", "a3"):
            holding(game, who)
        a1 = holding(game, "a1")
        uid = a1.inventory.next_uid()
        dagger, shield = Carried(uid=uid, item="dagger"), Carried(uid=uid + 1, item="shield_light")
        torch = Carried(uid=uid + 2, item="torch", flickers=3)
        pack = (torch,) + (None,) * (len(a1.inventory.pack) - 1)
        inventory = a1.inventory.model_copy(update={"hands": (dagger, shield), "pack": pack})
        game.set_adventurer(a1.model_copy(update={"inventory": inventory}))
        await pilot.press("L")
        await pilot.pause()
        await choose(a, pilot, str(torch.uid))
        hands = game.guild.adventurer("a1").inventory.hands
        assert [c.item if c else None for c in hands] == ["dagger", "torch"]
        assert hands[1] is not None and hands[1].lit
        after = game.guild.adventurer("a1").inventory
        assert any(c is not None and c.item == "shield_light" for c in after.pack)
        assert game.history[-1] == by_uid(game, "light a1 torch", torch.uid)


async def test_l_lights_the_fresh_torch_picked_not_the_spent_one_in_hand(tmp_path: Path) -> None:
    """Play-test 19 (seed 3): a spent torch in hand, a fresh one in the pack, the same name.
    The list offers the fresh one, and the fresh one is lit — not refused as gone out."""
    a = app(tmp_path)
    async with a.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = game_of(a)
        for who in ("a2", "a3"):
            holding(game, who)
        a1 = holding(game, "a1")
        uid = a1.inventory.next_uid()
        spent, fresh = (
            Carried(uid=uid, item="torch", flickers=0),
            Carried(uid=uid + 1, item="torch"),
        )
        pack = (None,) * 5 + (fresh,) + (None,) * (len(a1.inventory.pack) - 6)
        inventory = a1.inventory.model_copy(update={"hands": (spent, None), "pack": pack})
        game.set_adventurer(a1.model_copy(update={"inventory": inventory}))
        await pilot.press("L")
        await pilot.pause()
        assert labels(a) == ["Torch (unlit, 3 flickers)"]
        await choose(a, pilot, str(fresh.uid))
        hands = game.guild.adventurer("a1").inventory.hands
        assert [(c.uid, c.lit) for c in hands if c is not None] == [
            (spent.uid, False),
            (fresh.uid, True),
        ]
        assert game.history[-1] == by_uid(game, "light a1 torch", fresh.uid)


async def test_explore_offers_a_far_locked_room_and_walks_to_its_door(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A room behind a lock farther off: the guild walks to its door, then the door's list.
    The watches on the way are quieted (their Meatgrinder is the engine's, tested there)."""
    monkeypatch.setattr(engine_crawl, "watch", lambda game, cause: (None, None))
    a = app(tmp_path, LOCKS)
    async with a.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = game_of(a)
        sealed = sealed_door(game)
        assert sealed is not None, f"seed {LOCKS}: no room only a locked door leads to"
        edge, here, behind, start = sealed
        plan = game.plan
        place(game, start)
        cost = plan.cost(game.state)
        rooms = plan.level.map.rooms
        open_to = {r for r in range(len(rooms)) if plan.path(game.pos, rooms[r].centre, cost)}
        state = game.state
        game.states[game.depth] = replace(
            state, visited=state.visited | open_to, settled=state.settled | open_to
        )
        key = plan.key(behind)
        game.keys = game.keys | {f"{plan.key(here)}-{key}", f"{key}-{plan.key(here)}"}
        await pilot.press("o")
        await pilot.pause()
        assert f"{key}: go to its door" in labels(a)
        await choose(a, pilot, key)
        assert game.history[-1] == repl.parse(game, f"go {key}")
        assert game.room == here  # the walk stopped at the locked door
        assert labels(a)[0] == doors.LOCKED_VERBS[0][1]  # and the door's list is up
        await choose(a, pilot, "open")
        assert edge in game.state.unlocked


async def test_a_lists_a_trap_only_once_the_guild_has_found_it(tmp_path: Path) -> None:
    a = app(tmp_path)
    async with a.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = game_of(a)
        room = next(r for r in range(len(game.level.stock)) if r != game.room)
        trap = next(t for t in game.pack.traps.values() if t.bypasses or t.interactions)
        game.level.stock[room].traps = [trap.id]  # laid there, as stocking lays a trap
        place(game, room)
        await pilot.press("a")
        await pilot.pause()
        listed = labels(a) if isinstance(a.screen, FeaturesScreen) else []  # nothing else here
        assert not any(label.startswith(trap.name) for label in listed)
        if isinstance(a.screen, FeaturesScreen):
            await pilot.press("escape")
            await pilot.pause()
        state = game.state
        game.states[game.depth] = replace(state, spotted=state.spotted | {(room, trap.id)})
        await pilot.press("a")
        await pilot.pause()
        assert isinstance(a.screen, FeaturesScreen)
        found = [label for label in labels(a) if label.startswith(trap.name)]
        ways = len(trap.bypasses) + len(trap.interactions)
        assert found == [f"{trap.name} — {ways} thing{'s' if ways != 1 else ''} to do"]
        await choose(a, pilot, trap.name)
        assert labels(a) == [i.verb for i in (*trap.bypasses, *trap.interactions)]
