"""What a lore bid may be about (p. 32) and the talents that widen or change it: Bookworm
(p. 78), Read the Past, Keen Senses, Foretell (p. 56), Uncanny Knowledge, Akashic
Consciousness, Spout Doom (p. 57), Con Artist (p. 74).

The parley is ``test_parley``'s gilded door (likes stories, hates threats, wants company, needs
its enchantment kept); the Crawl is seed 2's guild below in room 101 (``game_below``)."""

from __future__ import annotations

import pytest

from tests.unit.engine.fight_kit import accounted, goblins  # noqa: F401
from tests.unit.engine.test_challenge_actions import play
from tests.unit.engine.test_dying import game_below
from tests.unit.engine.test_lore_bids import LIKES, NEED, WANT, bryonie_to_bid, teach
from tests.unit.engine.test_parley import character, meeting
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import lore_questions
from worm.engine.actions.miscellaneous import lore_offers
from worm.engine.autoplay import _may_bid
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import lore_subjects
from worm.text import repl

WIDENERS = (
    lore_questions.BOOKWORM,
    lore_questions.READ_THE_PAST,
    lore_questions.UNCANNY,
    lore_questions.CON_ARTIST,
    lore_questions.KEEN_SENSES,  # lips read across the room (p. 56)
)
PLAIN = ("Drunken knight", "Lazy duelist", "Quiet vagabond")
"""Motifs that reach no creature, room or past (the precondition each test asserts)."""


def plain(game: Game) -> None:
    """Every adventurer has ``PLAIN`` motifs and none of the talents that widen a bid."""
    for a in game.guild.adventurers:
        talents = tuple(t for t in a.talents if t.id not in WIDENERS)
        game.set_adventurer(a.model_copy(update={"motifs": PLAIN, "talents": talents}))


def bids(game: Game) -> int:
    return sum(a.lore_bids for a in game.guild.adventurers)


def told(events: list[ev.Event]) -> list[str]:
    return [e.text for e in events if isinstance(e, ev.Narration)]


def rules(events: list[ev.Event], page: str) -> list[str]:
    return [e.why for e in events if isinstance(e, ev.Gm) and e.rule == page]


# --- the GM's policy (p. 32) --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("motif", "kind", "words", "reaches"),
    [
        ("Veteran witch-hunter", "creature", "goblin", True),
        ("Constantly giggling rat-catcher", "creature", "giant rats", True),
        ("Drunken knight", "creature", "giant rats", False),
        ("Drunken knight", "creature", "goblin knights", True),  # a word of the subject
        ("Twisted scribe", "past", "", True),
        ("Twisted scribe", "room", "", False),
        ("Gentleman burglar", "room", "", True),
    ],
)
def test_a_motif_reaches_a_subject_its_trade_or_its_words_meet(
    motif: str, kind: lore_subjects.Kind, words: str, reaches: bool
) -> None:
    assert lore_subjects.reaches(motif, kind, words) is reaches


def plain_reaches_nothing() -> None:
    for kind in ("creature", "room", "past"):
        assert not any(lore_subjects.reaches(m, kind, "the gilded door") for m in PLAIN)  # type: ignore[arg-type]


# --- the parley ---------------------------------------------------------------------------------


def door() -> Game:
    game = meeting(character(start="surprise"))
    plain(game)
    plain_reaches_nothing()
    return game


def test_no_motif_that_reaches_the_creature_no_answer_and_no_bid_checked_off() -> None:
    game = door()
    left = bids(game)
    events = game.execute(cmd.Approach(approach="lore"))
    assert WANT not in game.lore
    assert bids(game) == left, "p. 32: 'you would not know this' checks nothing off"
    assert any("would not know" in why for why in rules(events, "p. 32"))


def test_uncanny_knowledge_bids_only_when_nobody_has_the_motif() -> None:
    game = door()
    gnome, other = game.guild.adventurers[0].id, game.guild.adventurers[1].id
    teach(game, gnome, lore_questions.UNCANNY)
    events = game.execute(cmd.Approach(approach="lore", who=gnome))
    assert WANT in game.lore, "nobody's motif reaches the door: the gnome knows anyway"
    assert rules(events, "p. 57")
    a = game.guild.adventurer(other)
    game.set_adventurer(a.model_copy(update={"motifs": ("Gilded door keeper", *PLAIN[1:])}))
    left = game.guild.adventurer(gnome).lore_bids
    game.execute(cmd.Approach(approach="lore", who=gnome))
    assert NEED not in game.lore, "someone has the motif now: it is theirs to bid, not the gnome's"
    assert game.guild.adventurer(gnome).lore_bids == left


@pytest.mark.parametrize("taste", ["like", "dislike"])
def test_con_artist_reads_the_like_or_dislike_they_pick(taste: str) -> None:
    game = door()
    game.lore = game.lore - LIKES  # nothing known of the door yet
    who = game.guild.adventurers[0].id
    teach(game, who, lore_questions.CON_ARTIST)
    events = game.execute(cmd.Approach(approach="lore", who=who, taste=taste))  # type: ignore[arg-type]
    picked = {k for k in LIKES if k[1] == taste}
    assert picked <= game.lore
    assert not (LIKES - picked) & game.lore, "one like or one dislike, the one picked (p. 74)"
    assert rules(events, "p. 74")
    parsed = repl.parse(game, f"lore {taste}")
    assert isinstance(parsed, cmd.Approach) and parsed.taste == taste


def test_bookworm_bids_on_a_book_read_as_on_a_motif() -> None:
    game = door()
    game.lore = game.lore - LIKES
    who = game.guild.adventurers[0].id
    teach(game, who, lore_questions.BOOKWORM)
    game.execute(cmd.Approach(approach="lore", who=who))
    assert not LIKES & game.lore, "no book read yet: no grounds"
    a = game.guild.adventurer(who)
    game.set_adventurer(a.model_copy(update={"books_read": ("field_bestiary",)}))
    events = game.execute(cmd.Approach(approach="lore", who=who))
    assert LIKES <= game.lore, "the bestiary's subject is creatures (p. 78)"
    assert rules(events, "p. 78")


def test_read_the_past_recalls_a_creature_the_guild_has_met() -> None:
    game = door()  # the first like and dislike show at once: the guild has met the door
    who = game.guild.adventurers[0].id
    game.execute(cmd.Approach(approach="lore", who=who))
    assert WANT not in game.lore
    teach(game, who, lore_questions.READ_THE_PAST)
    events = game.execute(cmd.Approach(approach="lore", who=who))
    assert WANT in game.lore
    assert rules(events, "p. 56")


def test_the_bot_bids_only_with_grounds() -> None:
    game = door()
    assert game.meeting is not None
    assert not _may_bid(game, game.meeting)
    teach(game, game.guild.adventurers[0].id, lore_questions.UNCANNY)
    assert _may_bid(game, game.meeting)


# --- the Crawl ----------------------------------------------------------------------------------


def crawl() -> Game:
    game = game_below()
    plain(game)
    return game


def room_with(game: Game, dwellers: bool) -> str:
    """A room on the map not entered, with (or without) dwellers (the precondition)."""
    for room in range(len(game.level.stock)):
        if room in game.state.visited or not game.plan.known(room, game.state):
            continue
        if lore_questions.fight_there(game, room) is dwellers:
            return game.plan.key(room)
    pytest.skip("no such room on seed 2's first level")


def next_door(game: Game) -> str:
    return game.plan.key(
        next(o for o, _ in game.plan.links[game.room] if o not in game.state.visited)
    )


@pytest.mark.parametrize("scribe", [True, False])
def test_a_bid_on_the_past_needs_a_motif_that_reaches_it(scribe: bool) -> None:
    game = crawl()
    who = game.guild.adventurers[0].id
    if scribe:
        a = game.guild.adventurer(who)
        game.set_adventurer(a.model_copy(update={"motifs": ("Twisted scribe", *PLAIN[1:])}))
    events = game.execute(repl.parse(game, f"bid {who} past"))
    truth = game.level.lore["truth"]
    assert any(truth in t for t in told(events)) is scribe
    assert game.guild.adventurer(who).lore_bids == 4 - scribe
    if scribe:
        game.execute(cmd.AskLore(who=who, about="past"))
        assert game.guild.adventurer(who).lore_bids == 3, "told already: nothing new, free"


def test_akashic_consciousness_pays_a_resolve_for_the_past_without_a_motif() -> None:
    game = crawl()
    who = game.guild.adventurers[0].id
    teach(game, who, lore_questions.AKASHIC, resolve=4)
    events = game.execute(cmd.AskLore(who=who, about="past"))
    a = game.guild.adventurer(who)
    assert (a.resolve, a.lore_bids) == (3, 4), "1 Resolve, no bid (p. 57)"
    assert any(game.level.lore["truth"] in t for t in told(events))


def test_a_bid_on_a_room_tells_what_it_holds() -> None:
    game = crawl()
    who = game.guild.adventurers[0].id
    key = next_door(game)
    game.execute(cmd.AskLore(who=who, about="room", room=key))
    assert game.guild.adventurer(who).lore_bids == 4, "a knight's motifs do not reach a room"
    a = game.guild.adventurer(who)
    game.set_adventurer(a.model_copy(update={"motifs": ("Gentleman burglar", *PLAIN[1:])}))
    events = game.execute(cmd.AskLore(who=who, about="room", room=key))
    assert game.guild.adventurer(who).lore_bids == 3
    assert any(t.startswith(f"{a.name}: {key}:") and "trap" in t for t in told(events))


def test_keen_senses_hears_the_room_next_door_for_a_bid() -> None:
    game = crawl()
    who = game.guild.adventurers[0].id
    with pytest.raises(IllegalCommand, match="does not know Keen Senses"):
        game.execute(cmd.AskLore(who=who, about="sense", room=next_door(game)))
    teach(game, who, lore_questions.KEEN_SENSES)
    key = next_door(game)
    events = game.execute(cmd.AskLore(who=who, about="sense", room=key))
    assert game.guild.adventurer(who).lore_bids == 3
    assert rules(events, "p. 56") and any(key in t for t in told(events))
    game.execute(cmd.AskLore(who=who, about="sense", room=key))
    assert game.guild.adventurer(who).lore_bids == 3, "no new information, no bid (p. 56)"


@pytest.mark.parametrize("dwellers", [True, False])
def test_foretell_answers_yes_or_no_for_a_bid(dwellers: bool) -> None:
    game = crawl()
    who = game.guild.adventurers[0].id
    teach(game, who, lore_questions.FORETELL)
    key = room_with(game, dwellers)
    events = game.execute(cmd.AskLore(who=who, about="foretell", room=key))
    assert game.guild.adventurer(who).lore_bids == 3
    assert any(t.endswith("yes." if dwellers else "no.") for t in told(events))


def test_spout_doom_pays_a_resolve_for_the_whole_prophecy() -> None:
    game = crawl()
    who = game.guild.adventurers[0].id
    teach(game, who, lore_questions.SPOUT_DOOM, resolve=1)
    key = next_door(game)
    events = game.execute(cmd.AskLore(who=who, about="doom", room=key))
    a = game.guild.adventurer(who)
    assert (a.resolve, a.lore_bids) == (0, 4), "1 Resolve, no bid (p. 57)"
    assert any(key in t and "trap" in t and ("treasure" in t or "worth" in t) for t in told(events))
    with pytest.raises(IllegalCommand, match="1 Resolve"):
        game.execute(cmd.AskLore(who=who, about="doom", room=room_with(game, True)))


def test_the_bid_words_are_parsed_and_bad_ones_refused() -> None:
    game = crawl()
    assert isinstance(repl.parse(game, "bid a1 foretell 102"), cmd.AskLore)
    with pytest.raises(IllegalCommand, match="a lore bid"):
        repl.parse(game, "bid a1 room")
    assert "bid WHO past" in repl.HELP


# --- in a Challenge (p. 120) --------------------------------------------------------------------


@pytest.mark.usefixtures("goblins")
@pytest.mark.parametrize("uncanny", [False, True])
def test_a_fight_bid_with_no_grounds_spends_the_card_but_not_the_bid(uncanny: bool) -> None:
    game, bryonie = bryonie_to_bid()
    plain(game)
    if uncanny:
        teach(game, bryonie, lore_questions.UNCANNY)
    a = game.guild.adventurer(bryonie)
    ch = game.under_way()
    labels = [o.label for o in lore_offers(game, ch.fighter(bryonie), ch, a)]
    assert ("no motif" in labels[0]) is not uncanny, "the menu says so before the card goes"
    known = len(game.lore)
    play(game, "Bryonie", "Two of Swords", "Bid Lore")
    assert game.guild.adventurer(bryonie).lore_bids == 4 - uncanny
    assert len(game.lore) == known + uncanny
    accounted(game)
