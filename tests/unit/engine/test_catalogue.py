"""The Challenge's actions as one catalogue (pp. 113–120): every fact about an action is read
from its spec, so the book's list, the checks, the menu and resolution cannot disagree.

The book's facts are written here once more, as the oracle: each action's page and suit
(pp. 116–120) and the five laid face down (p. 114). The menu is checked against the engine's
own check over a wide vocabulary of targets and options, and a spec added in a test shows up
in the menu and is played through the engine like any other.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import get_args

import pytest

from tests.unit.engine.fight_kit import fight, give, goblins  # noqa: F401  (goblins: a fixture)
from worm import tarot
from worm.content.fields import ChallengeAction
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import options
from worm.engine.actions import (
    catalogue,
    declare,
    dirty,
    miscellaneous,
    pentacles,
    spec,
    totals,
    wands,
    war_cry,
)
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.model.challenge import Challenge, Declared, Fighter

BOOK: dict[str, tuple[str, tarot.Suit | None]] = {
    "Attack": ("p. 116", "swords"),
    "Riposte": ("p. 116", "swords"),
    "Aim": ("p. 116", "swords"),
    "Avoid": ("p. 117", "pentacles"),
    "Dash": ("p. 117", "pentacles"),
    "Dodge": ("p. 117", "pentacles"),
    "Roughhouse": ("p. 117", "pentacles"),
    "Aid Another": ("p. 118", "cups"),
    "Command": ("p. 118", "cups"),
    "Pull Item from Pack": ("p. 118", "cups"),
    "Use Item": ("p. 118", "cups"),
    "Banter": ("p. 119", "wands"),
    "Speak Incantation": ("p. 119", "wands"),
    "Recover": ("p. 119", "wands"),
    "Brandish": ("p. 167", "wands"),  # a ward held up (pp. 167–169)
    "Bid Lore": ("p. 120", None),
    "Guard": ("p. 120", None),
    "Move": ("p. 120", None),
    "Pull Item from Belt": ("p. 120", None),
    "Reload Crossbow": ("p. 120", None),
    "Test Fate": ("p. 120", None),
    "Trivial Action": ("p. 120", None),
    "Vigilance": ("p. 120", None),
}
"""The book's actions, each with its page and suit (None: any suit, the miscellaneous)."""

TALENTS = {
    "Heavy Metal Machine": ("p. 70", None),
    "Counter-spell": ("p. 82", None),
    "Colossal": ("p. 61", None),
}
"""Actions a talent brings (Heavy Metal Machine's brace, a miscellaneous action; Counter-spell
against a creature's spell, a card of any suit; Colossal's battlefield changed, any suit),
after the book's own."""

FACE_DOWN = {"Riposte", "Dodge", "Aid Another", "Vigilance", "Aim"}  # p. 114


# --- the book's list ---------------------------------------------------------------------------


def test_each_book_action_has_exactly_one_spec() -> None:
    names = [s.name for s in catalogue.SPECS]
    repeated = sorted({n for n in names if names.count(n) > 1})
    assert not repeated, f"actions with more than one spec: {repeated}"
    assert names == [*BOOK, *TALENTS], "the book's actions, in the book's order, then talents'"
    assert list(catalogue.CATALOGUE) == names


@pytest.mark.parametrize("name", list(BOOK))
def test_a_spec_says_what_the_book_says(name: str) -> None:
    found = catalogue.spec(name)
    page, suit = BOOK[name]
    assert (found.page, found.suit) == (page, suit), f"{name}: page and suit"
    assert found.face_down == (name in FACE_DOWN), f"{name}: face down (p. 114)"
    assert (found.resolve is None) == (found.face_down or found.refused is not None), (
        f"{name}: an action resolves when revealed unless it is laid face down or refused"
    )
    assert found.offers is not None or found.refused is not None, f"{name}: offered in the menu"
    assert found.target != "none" or not found.untargeted_ok, (
        f"{name}: untargeted_ok without a target"
    )


def test_the_wire_format_names_the_catalogues_actions() -> None:
    """Adding an action is one spec, plus its name where the wire format spells it; the
    content pack's effects and dooms may name only actions the catalogue has."""
    assert set(get_args(cmd.ActionName)) == set(catalogue.CATALOGUE)
    unknown = set(get_args(ChallengeAction)) - {"*"} - set(catalogue.CATALOGUE)
    assert not unknown, f"the content names actions the catalogue lacks: {sorted(unknown)}"


def test_a_name_not_in_the_book_is_named_in_the_error() -> None:
    with pytest.raises(KeyError, match="'Juggle' is not a Challenge Action"):
        catalogue.spec("Juggle")
    assert catalogue.named("aid another") is catalogue.spec("Aid Another")
    assert catalogue.named("Juggle") is None


def test_the_minor_action_order_and_kept_cards_come_from_the_spec() -> None:
    """The order minor actions revealed together resolve in (rules digest §26): quick things,
    then face-down cards, then moving, then the rest; and only a Guard's card stays down."""
    for found in catalogue.SPECS:
        if found.face_down:
            assert found.minor_order == 1, found.name
        elif found.zoned:
            assert found.minor_order == 2, found.name
    assert [s.name for s in catalogue.SPECS if s.kept] == ["Guard"]


# --- the menu is what the checks accept ---------------------------------------------------------


def vocabulary(game: Game, a: Adventurer) -> tuple[str | None, ...]:
    """Every option a player might type: zones by number and name, what the adventurer carries,
    every spell, manoeuvre, intent, feat and action name, and a dagger thrown."""
    ch = game.under_way()
    words: list[str | None] = [None, "throw"]
    words += [str(z.id) for z in ch.zones] + [z.name for z in ch.zones]
    words += [c.item for c in a.inventory.things()]
    words += list(game.pack.spells)
    words += [*pentacles.ROUGHHOUSE, *dirty.MANOEUVRES, *wands.INTENTS, war_cry.OPTION]
    words += [f for f in (*miscellaneous.FEATS, *miscellaneous.TRIVIAL) if f]
    words += list(catalogue.CATALOGUE)
    return tuple(dict.fromkeys(words))


def accepted_actions(game: Game, who: str, card: tarot.Card, how: str) -> set[str]:
    """The actions ``declare.check`` accepts with some target and option: the brute-force
    answer the menu must match. Vigilance is tried with every word too: the check refuses
    any action but those a sprung Vigilance carries out (``miscellaneous.VIGILANT``)."""
    ch = game.under_way()
    fighter = ch.fighter(who)
    a = game.guild.adventurer(who)
    found = set()
    for name in catalogue.CATALOGUE:
        for target in (None, *(f.key for f in ch.fighters)):
            for option in vocabulary(game, a):
                command = cmd.Play(
                    who=who,
                    card=card.name,
                    action=name,  # type: ignore[arg-type]  # every catalogue name is an ActionName
                    target=target,
                    option=option,
                )
                try:
                    declare.check(
                        game, fighter, card, command, minor=how == "minor", fool=how == "fool"
                    )
                except IllegalCommand:
                    continue
                found.add(name)
                break
            if name in found:
                break
    return found


def moments(seed: int, limit: int) -> Iterator[Game]:
    """A fight played on by the autoplay bot, stopping where an adventurer may play a card."""
    game = fight(seed, count=3, size=3)
    bot = Autoplay()
    met = 0
    for _ in range(400):
        if game.challenge is None or game.phase != "challenge" or met >= limit:
            return
        prompt = options.turn_of(game)
        if game.pending is None and prompt.kind in ("turn", "minor"):
            met += 1
            yield game
        sent = bot.next(game)
        if sent is None:
            return
        try:
            game.execute(sent)
        except IllegalCommand:
            bot.refused(game, sent)


@pytest.mark.usefixtures("goblins")
@pytest.mark.parametrize("seed", [2, 5, 11])
def test_the_menu_offers_exactly_the_actions_the_check_accepts(seed: int) -> None:
    checked = 0
    for game in moments(seed, 4):
        prompt = options.turn_of(game)
        how = prompt.kind
        for who in prompt.who:
            ch = game.under_way()
            for card in ch.hand(who):
                if card.is_fool:
                    continue
                offered = options.plays(game, who, card, minor=how == "minor")
                fighter = ch.fighter(who)
                for play in offered:  # each play offered passes the check, read as offered
                    command = cmd.Play(
                        who=who,
                        card=card.name,
                        action=play.action,
                        target=play.target,
                        option=play.option,
                    )
                    declared = declare.check(game, fighter, card, command, minor=how == "minor")
                    assert declared.action == play.action
                    assert [k for k, _ in declared.targets] == (
                        [play.target] if play.target else []
                    )
                want = accepted_actions(game, who, card, how)
                got = {o.action for o in offered}
                assert got == want, (
                    f"seed {seed}, {who} with {card.name} ({how}): menu {got} check {want}"
                )
                checked += 1
    assert checked, f"seed {seed}: no card was checked"


@pytest.mark.usefixtures("goblins")
def test_a_vigilance_names_only_what_a_sprung_one_carries_out() -> None:
    game = next(moments(2, 1))
    who = options.turn_of(game).who[0]
    card = next(c for c in game.under_way().hand(who) if not c.is_fool)
    fighter = game.under_way().fighter(who)
    minor = False  # as on its owner's turn: any suit will do (p. 115)
    for then in (None, *miscellaneous.VIGILANT):
        command = cmd.Play(who=who, card=card.name, action="Vigilance", option=then)
        declared = declare.check(game, fighter, card, command, minor=minor)
        assert declared.action == "Vigilance"
    for then in ("Move", "Use Item", "Dodge"):
        command = cmd.Play(who=who, card=card.name, action="Vigilance", option=then)
        with pytest.raises(IllegalCommand, match=r"attacks or roughhouses .*\(p\. 120\)"):
            declare.check(game, fighter, card, command, minor=minor)


# --- a spec added in one place -------------------------------------------------------------------


def _whistle_offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[spec.Offer]:
    for foe in ch.side("foes"):
        yield spec.Offer(foe.key, None, f"Whistle at {foe.name}")


def _whistle(game: Table, fighter: Fighter, d: Declared, own: spec.Spec) -> None:
    totals.act(game, fighter.name, d, None, None, "whistles", target=d.targets[0][0])


WHISTLE = spec.Spec(
    "Command",  # offered only to one with an animal companion, and this guild has none
    "p. 118",
    "cups",
    target="foe",
    reach="near",
    resolve=_whistle,
    offers=_whistle_offers,
)


@pytest.mark.usefixtures("goblins")
def test_a_spec_added_in_the_catalogue_is_offered_checked_and_played(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = fight(2, count=3, size=3)
    bot = Autoplay()
    while options.turn_of(game).kind != "turn":
        sent = bot.next(game)
        assert sent is not None, "the fight never came to an adventurer's turn"
        game.execute(sent)
    who = options.turn_of(game).who[0]
    (card,) = give(game, who, "Two of Cups")
    assert "Command" not in options.actions_for(game, who, card)
    monkeypatch.setitem(catalogue.CATALOGUE, "Command", WHISTLE)
    offered = [o for o in options.plays(game, who, card) if o.action == "Command"]
    assert offered, "the new spec's offers appear in the menu"
    ch = game.under_way()
    me = ch.fighter(who)
    in_earshot = {
        f.key for f in ch.side("foes") if f.zone == me.zone or f.zone in ch.zone(me.zone).neighbours
    }
    assert {o.target for o in offered} == in_earshot, "its reach, read from the spec, is checked"
    assert all(o.label.startswith("Whistle at ") and not o.face_down for o in offered)
    play = offered[0]
    events = game.execute(
        cmd.Play(who=who, card=card.name, action="Command", target=play.target, option=None)
    )
    acts = [e for e in events if isinstance(e, ev.Action) and e.action == "Command"]
    assert [a.result for a in acts] == ["whistles"], "the new spec's resolver played it"
    assert card in game.decks.minor.discard_pile, "and its card was spent as any other's"


def test_a_spec_is_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        catalogue.spec("Attack").suit = "cups"  # type: ignore[misc]
