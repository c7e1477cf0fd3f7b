"""The fay lore talents played whole: Read the Past's memory of what was told (p. 56), Keen
Senses reading lips across the room (p. 56), Foretell and Spout Doom on a parley's gift or
words and on taking a treasure (pp. 56–57), Akashic Consciousness on the past of a room
(p. 57).

The Crawl is seed 2's guild below (``test_lore_questions.crawl``); the parley the gilded door
of ``test_parley`` (likes stories, hates threats, wants company, needs its enchantment kept)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.test_autolore import games, knows, unlearn
from tests.unit.engine.test_lore_bids import LIKES, teach
from tests.unit.engine.test_lore_questions import crawl, door, next_door, rules, told
from tests.unit.engine.test_parley import character, meeting
from worm.content.personality import Trait
from worm.engine import autolore, lore_questions, read_the_past, traps
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.state import GameState
from worm.rules import lore_bids as lore_bids_rules
from worm.text import repl

# --- Read the Past (p. 56) ----------------------------------------------------------------------


def told_of_a_room(game: Game) -> tuple[str, str]:
    """A burglar's bid on the room next door, answered: (the bidder's id, the answer)."""
    who = game.guild.adventurers[1].id
    a = game.guild.adventurer(who)
    game.set_adventurer(a.model_copy(update={"motifs": ("Gentleman burglar", *a.motifs[1:])}))
    events = game.execute(cmd.AskLore(who=who, about="room", room=next_door(game)))
    answer = [t for t in told(events) if t.startswith(f"{a.name}: ")]
    assert answer, "the burglar's motif reaches a room (the precondition)"
    return who, answer[0]


def test_read_the_past_recalls_a_lore_answer_word_for_word_for_a_bid() -> None:
    game = crawl()
    _, answer = told_of_a_room(game)
    assert answer in game.heard, "what the GM told is kept"
    assert answer in str(repl.parse(game, "heard"))
    elf = game.guild.adventurers[0].id
    with pytest.raises(IllegalCommand, match="does not know Read the Past"):
        game.execute(repl.parse(game, f"bid {elf} recall"))
    teach(game, elf, lore_questions.READ_THE_PAST, lore_bids=2)
    key = answer.split(": ")[1]
    events = game.execute(repl.parse(game, f"bid {elf} recall {key} trap"))
    assert any(t.endswith(f"word for word: {answer}") for t in told(events)), "exactly (p. 56)"
    assert game.guild.adventurer(elf).lore_bids == 1, "a lore bid brings it back (p. 56)"
    assert rules(events, "p. 56")


def test_read_the_past_keeps_a_creatures_traits_and_refuses_what_was_never_told() -> None:
    game = door()
    game.lore = game.lore - LIKES
    who = game.guild.adventurers[0].id
    teach(game, who, lore_questions.READ_THE_PAST)
    game.set_adventurer(
        game.guild.adventurer(who).model_copy(update={"books_read": ("field_bestiary",)})
    )
    teach(game, who, lore_questions.BOOKWORM)
    game.execute(cmd.Approach(approach="lore", who=who))
    kept = [t for t in game.heard if t.startswith("Of ")]
    assert kept, "what the door likes, learned by a bid, is kept"
    left = game.guild.adventurer(who).lore_bids
    with pytest.raises(IllegalCommand, match="nothing the guild was told"):
        game.execute(cmd.AskLore(who=who, about="recall", words="dragons of the moon"))
    assert game.guild.adventurer(who).lore_bids == left, "nothing recalled, nothing spent"
    events = game.execute(cmd.AskLore(who=who, about="recall", words="1"))
    assert any(t.endswith(kept[0]) for t in told(events))


def test_a_thing_told_twice_is_kept_once() -> None:
    game = crawl()
    read_the_past.hear(game, "A rumor: the well is poisoned.")
    read_the_past.hear(game, "A rumor: the well is poisoned.")
    assert game.heard.count("A rumor: the well is poisoned.") == 1


# --- Akashic Consciousness: the past of a room (p. 57) -----------------------------------------


def trapped_room(game: Game) -> int:
    """A room on the map not entered with a trap laid there (the precondition)."""
    for room in range(len(game.level.stock)):
        if room in game.state.visited or not game.plan.known(room, game.state):
            continue
        if traps.live(game, room):
            return room
    pytest.skip("no trapped room on the map of seed 2's first level")


def test_akashic_consciousness_remembers_the_trap_laid_in_a_room_and_spots_it() -> None:
    game = crawl()
    elf = game.guild.adventurers[0].id
    teach(game, elf, lore_questions.AKASHIC, resolve=3)
    room = trapped_room(game)
    key = game.plan.key(room)
    trap = traps.live(game, room)[0]
    events = game.execute(repl.parse(game, f"bid {elf} past {key}"))
    a = game.guild.adventurer(elf)
    assert (a.resolve, a.lore_bids) == (2, 4), "1 Resolve, no bid (p. 57)"
    assert any(key in t and trap.name in t for t in told(events)), "the trap is named"
    assert (room, trap.id) in game.state.spotted, "a trap remembered is a trap found"
    assert rules(events, "p. 57")
    game.execute(cmd.AskLore(who=elf, about="past", room=key))
    assert game.guild.adventurer(elf).resolve == 2, "told already: nothing new, nothing paid"


def guarded() -> tuple[Game, int]:
    """A game below with a room on its level, not entered, whose treasure a trap guards (the
    precondition)."""
    for game in games():
        for room in range(len(game.level.stock)):
            if room in game.state.visited or not game.level.stock[room].treasure:
                continue
            if traps.guarding(game, room) is not None:
                return game, room
    pytest.skip("no seed with a guarded room")


@pytest.mark.parametrize("akashic", [True, False])
def test_the_bot_asks_a_rooms_past_and_works_round_the_trap_remembered(akashic: bool) -> None:
    game, target = guarded()
    unlearn(game)
    if akashic:
        knows(game, lore_questions.AKASHIC, resolve=3)
    asked = autolore.question(game, target, set())
    assert isinstance(asked, cmd.AskLore) is akashic, "asked before stepping in (p. 57)"
    if isinstance(asked, cmd.AskLore):
        assert asked.about == "past" and asked.room == game.plan.key(target)
        game.execute(asked)
    game.room = target  # as if the guild stood there now, before the treasure
    loot = Autoplay()._loot(game)
    assert isinstance(loot, cmd.Act) is akashic, "a guard remembered is bypassed, not sprung"
    assert isinstance(loot, cmd.TakeTreasure) is not akashic


# --- Keen Senses: lips read across the room (p. 56) ---------------------------------------------


@pytest.mark.parametrize("talks", [True, False])
def test_keen_senses_reads_the_lips_of_creatures_who_talk_for_a_bid(talks: bool) -> None:
    game = door()
    assert game.meeting is not None and game.meeting.talks, "the gilded door talks (precondition)"
    game.meeting = replace(game.meeting, talks=talks)
    game.lore = game.lore - LIKES
    elf = game.guild.adventurers[0].id
    teach(game, elf, lore_questions.KEEN_SENSES)
    left = game.guild.adventurer(elf).lore_bids
    events = game.execute(cmd.Approach(approach="lore", who=elf))
    assert bool(LIKES & game.lore) is talks, "no lips to read on one who does not talk"
    assert game.guild.adventurer(elf).lore_bids == left - talks
    assert any("Keen Senses" in why for why in rules(events, "p. 56")) is talks


# --- Foretell and Spout Doom on a parley's deed (pp. 56–57) -------------------------------------


def test_foretell_says_yes_for_an_offer_that_wins_them_and_the_offer_then_does() -> None:
    game = door()
    elf = game.guild.adventurers[0].id
    teach(game, elf, lore_questions.FORETELL)
    left = game.guild.adventurer(elf).lore_bids
    deed = cmd.Approach(approach="offer", service="stories")
    events = game.execute(cmd.AskLore(who=elf, about="foretell", deed=deed))
    assert any(t.endswith("a hunch says yes.") for t in told(events))
    assert game.guild.adventurer(elf).lore_bids == left - 1, "a lore bid (p. 56)"
    game.execute(cmd.AskLore(who=elf, about="foretell", deed=deed))
    assert game.guild.adventurer(elf).lore_bids == left - 1, "asked again: nothing new, free"
    events = game.execute(deed)
    assert not [e for e in events if isinstance(e, ev.Fate)], "won over with no test, as foretold"


def test_foretells_hunch_is_silent_on_a_deed_that_hangs_on_a_test() -> None:
    game = door()
    elf = game.guild.adventurers[0].id
    teach(game, elf, lore_questions.FORETELL)
    left = game.guild.adventurer(elf).lore_bids
    events = game.execute(repl.parse(game, f"bid {elf} foretell flatter"))
    assert game.guild.adventurer(elf).lore_bids == left, "no yes or no to give: no bid"
    assert any("silent" in why for why in rules(events, "p. 56"))


def test_spout_doom_prophesies_the_test_a_deed_hangs_on_for_a_resolve() -> None:
    game = door()
    elf = game.guild.adventurers[0].id
    teach(game, elf, lore_questions.SPOUT_DOOM, resolve=2)
    events = game.execute(repl.parse(game, f"bid {elf} doom flatter"))
    assert game.guild.adventurer(elf).resolve == 1, "1 Resolve (p. 57)"
    assert any("test of Wands" in t for t in told(events))
    events = game.execute(
        cmd.AskLore(who=elf, about="doom", deed=cmd.Approach(approach="offer", service="stories"))
    )
    assert any("they warm to the guild" in t for t in told(events))
    assert game.guild.adventurer(elf).resolve == 0
    with pytest.raises(IllegalCommand, match="1 Resolve"):
        game.execute(repl.parse(game, f"bid {elf} doom lie"))


def test_the_bot_foretells_its_flattery_and_leaves_it_unsaid_when_the_hunch_says_no() -> None:
    hates_flattery = Trait(text="flattery", tastes=("flattery",))
    game = meeting(character(start="surprise", dislikes=(hates_flattery,)))
    unlearn(game)
    elf = knows(game, lore_questions.FORETELL, lore_bids=3)
    flatter = cmd.Approach(approach="flatter")
    foreseen: set[tuple[object, ...]] = set()
    asked = autolore.foresee(game, flatter, foreseen)
    assert asked == cmd.AskLore(who=elf, about="foretell", deed=flatter)
    assert autolore.foresee(game, flatter, foreseen) is None, "asked once"
    assert not autolore.forebodes(game, flatter), "nothing told yet"
    events = game.execute(asked)
    assert any(t.endswith("a hunch says no.") for t in told(events)), "it hates flattery"
    assert autolore.forebodes(game, flatter), "the words are left unsaid"
    assert autolore.foresee(game, cmd.Approach(approach="ask"), set()) is None, "not foreseen"


def test_what_was_heard_is_kept_in_a_save() -> None:
    game = crawl()
    told_of_a_room(game)
    saved = GameState.model_validate_json(game.snapshot().model_dump_json())
    assert saved.crawl.heard == game.heard != ()


# --- Foretell and Spout Doom on taking a treasure (pp. 56–57) -----------------------------------


def standing_by_guarded_treasure() -> tuple[Game, traps.Trap]:
    game, room = guarded()
    game.room = room  # as if the guild stood there, before the treasure
    guard = traps.guarding(game, room)
    assert guard is not None
    return game, guard


def test_foretell_says_a_trap_goes_off_on_taking_the_treasure_and_it_then_does() -> None:
    game, guard = standing_by_guarded_treasure()
    elf = knows(game, lore_questions.FORETELL, lore_bids=2)
    events = game.execute(repl.parse(game, f"bid {elf} foretell take"))
    assert any(t.endswith("a hunch says yes.") for t in told(events))
    assert game.guild.adventurer(elf).lore_bids == 1, "a lore bid (p. 56)"
    assert autolore.leaves_it(game), "the bot leaves a treasure foretold to spring a trap"
    assert Autoplay()._loot(game) is None
    events = game.execute(cmd.TakeTreasure())
    assert any(guard.name in why for why in rules(events, "p. 89")), "as foretold"


def test_spout_doom_names_the_trap_on_the_treasure_and_the_bot_works_round_it() -> None:
    game, guard = standing_by_guarded_treasure()
    knows(game, lore_questions.SPOUT_DOOM, resolve=3)
    bot = Autoplay()
    asked = bot._loot(game)
    assert isinstance(asked, cmd.AskLore) and (asked.about, asked.words) == ("doom", "take")
    events = game.execute(asked)
    assert any(guard.name in t for t in told(events))
    assert (game.room, guard.id) in game.state.spotted, "a trap named is found"
    assert isinstance(bot._loot(game), cmd.Act), "bypassed, not sprung"


def test_a_loremaster_pays_a_foretold_taking_or_deed_with_a_resolve_at_their_word() -> None:
    game, _ = standing_by_guarded_treasure()
    elf = knows(game, lore_questions.FORETELL, lore_bids=2, resolve=3)
    teach(game, elf, lore_bids_rules.LOREMASTER)
    asked = repl.parse(game, f"bid {elf} foretell take resolve")
    assert isinstance(asked, cmd.AskLore) and (asked.words, asked.paid_with) == ("take", "resolve")
    events = game.execute(asked)
    assert any(t.endswith("a hunch says yes.") for t in told(events))
    a = game.guild.adventurer(elf)
    assert (a.resolve, a.lore_bids) == (2, 2), "1 Resolve in place of the bid (p. 79)"
    deed = repl.parse(door(), f"bid {elf} foretell offer stories resolve")
    assert isinstance(deed, cmd.AskLore) and deed.paid_with == "resolve"
    assert deed.deed is not None and deed.deed.item == "stories", "the word is not the offer"


def test_a_foretold_taking_paid_with_a_resolve_asks_for_a_loremaster() -> None:
    game, _ = standing_by_guarded_treasure()
    elf = knows(game, lore_questions.FORETELL, lore_bids=2, resolve=3)
    with pytest.raises(IllegalCommand, match="only a Loremaster"):
        game.execute(cmd.AskLore(who=elf, about="foretell", words="take", paid_with="resolve"))
    assert game.guild.adventurer(elf).lore_bids == 2
