"""The parley through the engine (pp. 29, 46, 99–103, 119, 180): approaches, the GM's verdicts,
the favor rules for wants and needs, what each mood grants, languages, Fame and Banter.

Each test meets a character of its own making (a pack copy with one more named character), so
what it likes, wants and needs is plain in the test; the cards are stacked as in test_crawl.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from worm import tarot
from worm.content.personality import Character, Trait
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import meet
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.level import LevelState

from .fight_kit import give as hand_over
from .test_crawl import EVERY_EVENT, WALK, give, of, stack

WINS = "King of Cups"  # 14 + Wands: a success whatever the speaker's Wands
LOSES = "Ace of Swords"  # 1 + Wands (at most 4) + 3: a failure, never great (not pushed)


def character(**fields: object) -> Character:
    """A named character for a test: likes stories, hates threats, wants company, needs its
    enchantment kept (tools endanger it, the password meets it); speaks Vulgaris."""
    base: dict[str, object] = {
        "id": "gilded_door",
        "name": "the gilded door",
        "page": 103,
        "summary": "A golden face in the middle of a door, bored and lonely.",
        "speaks": ("vulgaris",),
        "likes": (Trait(text="stories", tastes=("stories",)),),
        "dislikes": (Trait(text="threats", tastes=("threats",)),),
        "wants": (
            Trait(text="someone kind to pass the time with", tastes=("company", "flattery")),
        ),
        "needs": (Trait(text="its enchantment kept", tastes=("bargains",), threats=("tools",)),),
    }
    base.update(fields)
    return Character.model_validate(base)


def meeting(person: Character, *, emotion: str | None = None, deeds: int = 0) -> Game:
    """A game in room 101 of seed 2, meeting ``person`` (its scene mood, or ``emotion``)."""
    game = Game.new(WALK)
    game.pack = game.pack.model_copy(
        update={"characters": {**game.pack.characters, person.id: person}}
    )
    game.guild = game.guild.model_copy(update={"deeds": tuple(f"deed {i}" for i in range(deeds))})
    game.states[1] = LevelState(marked=EVERY_EVENT)
    stack(game, major=(6, 7, 8, 9, 10))
    game.execute(cmd.Delve())
    meet.start_character(game, person, emotion)  # type: ignore[arg-type]
    return game


def say(game: Game, approach: str, *cards: str, **fields: object) -> list[ev.Event]:
    stack(game, minor=cards)
    events = game.execute(cmd.Approach(approach=approach, **fields))  # type: ignore[arg-type]
    if game.pending is not None:
        events += game.execute(cmd.AcceptFate())
    return events


def moods(events: list[ev.Event]) -> list[tuple[str, str, str]]:
    return [(e.emotion, e.intensity, e.cause) for e in of(events, ev.Disposition)]


# --- the book's example (p. 103) -----------------------------------------------------------


def test_the_books_door_example_surprise_to_contentment_to_acceptance() -> None:
    """p. 103: weak surprise; sweet talk is a Wands test with favor (what it wants is on the
    table) and its success brings contentment; a concrete offer (a story read aloud) goes
    straight to acceptance, and the reading takes time: a gutter-only Meatgrinder draw."""
    game = meeting(character(start="surprise", intensity="mild"))
    (start,) = of(game.log.events, ev.Disposition)
    assert (start.emotion, start.intensity, start.cause, start.card) == (
        "surprise",
        "mild",
        "start",
        None,
    )
    events = say(game, "flatter", WINS)
    (test,) = of(events, ev.Fate)
    assert (test.attribute, test.favor, test.outcome) == ("wands", 3, "success")
    assert any("want" in reason for reason in test.favor_reasons)
    assert moods(events) == [("joy", "mild", "wands")]  # Contentment
    events = say(game, "offer", service="stories")
    assert not of(events, ev.Fate), "a concrete offer to a like needs no test"
    assert moods(events) == [("trust", "mild", "like")]  # Acceptance
    (draw,) = of(events, ev.Meatgrinder)
    assert draw.trigger == "time"
    assert game.phase == "parley"


# --- likes, dislikes, wants and needs (p. 100, p. 180) -------------------------------------


def test_a_like_moves_it_on_its_own_and_pays_out_once() -> None:
    game = meeting(character(start="sadness"))
    events = say(game, "offer", service="stories")
    assert not of(events, ev.Fate)
    assert moods(events) == [("surprise", "basic", "like")]
    events = say(game, "offer", WINS, service="stories")
    assert of(events, ev.Fate), "the same gesture a second time is only a risky one"


def test_a_dislike_moves_it_the_wrong_way_with_no_test() -> None:
    game = meeting(character(start="fear"))
    events = say(game, "threaten")
    assert not of(events, ev.Fate)
    assert moods(events) == [("anger", "basic", "dislike")]
    assert ("gilded_door", "dislike", "threats") in game.lore, "the guild learns what it hates"


def test_bringing_in_what_endangers_a_need_offends_like_a_dislike() -> None:
    game = meeting(character(start="joy"))
    give(game, game.guild.adventurers[0].id, "crowbar")
    events = say(game, "offer", item="crowbar")
    assert not of(events, ev.Fate)
    assert moods(events) == [("surprise", "basic", "dislike")]
    assert any("endangers what the gilded door need" in g.why for g in of(events, ev.Gm))


def test_a_want_given_outright_is_met_with_no_test_and_the_gift_is_gone() -> None:
    person = character(start="surprise", wants=(Trait(text="a ration", tastes=("food",)),))
    game = meeting(person)
    before = sum(
        c.count for a in game.guild.adventurers for c in a.inventory.things() if c.item == "ration"
    )
    events = say(game, "offer", item="ration")
    assert not of(events, ev.Fate)
    assert moods(events) == [("joy", "basic", "want")]
    after = sum(
        c.count for a in game.guild.adventurers for c in a.inventory.things() if c.item == "ration"
    )
    assert after == before - 1


def test_a_want_on_the_table_in_a_trade_gives_favor() -> None:
    person = character(start="surprise", wants=(Trait(text="a ration", tastes=("food",)),))
    game = meeting(person)
    events = say(game, "trade", WINS, item="ration", ask="passage")
    (test,) = of(events, ev.Fate)
    assert test.favor == 3 and any("want" in r for r in test.favor_reasons)
    assert moods(events) == [("joy", "basic", "wands")]
    assert game.phase == "crawl", "won round, they take the deal and let the guild by"


def test_a_service_on_the_table_in_a_trade_gives_favor_too() -> None:
    """A service the guild can do weighs in a trade as it does when offered (p. 100): one that
    meets a want puts the want on the table (p. 180). It weighed as nothing in a trade before,
    found by the seed-279 parley playthrough."""
    person = character(
        start="surprise",
        wants=(Trait(text="a bow", tastes=("courtesy",)),),
        needs=(Trait(text="its enchantment kept", tastes=(), threats=("tools",)),),
    )
    game = meeting(person)
    events = say(game, "trade", WINS, service="courtesy", ask="passage")
    (test,) = of(events, ev.Fate)
    assert test.favor == 3 and any("want" in r for r in test.favor_reasons)
    assert moods(events) == [("joy", "basic", "wands")]
    assert game.phase == "crawl", "won round, they take the deal and let the guild by"


def test_a_plain_approach_is_a_wands_test_without_favor_and_failure_sours_it() -> None:
    game = meeting(character(start="surprise"))
    events = say(game, "deceive", LOSES)
    (test,) = of(events, ev.Fate)
    assert (test.attribute, test.favor, test.outcome) == ("wands", 0, "failure")
    assert moods(events) == [("sadness", "basic", "wands")]


def test_threatening_a_need_gives_favor_but_leaves_it_angry_and_done_bargaining() -> None:
    game = meeting(character(start="surprise"))
    game.lore = game.lore | {("gilded_door", "need", "its enchantment kept")}
    events = say(game, "threaten", WINS, trait=1)
    (test,) = of(events, ev.Fate)
    assert test.favor == 3 and any("need" in r for r in test.favor_reasons)
    assert ("anger", "basic", "threat") in moods(events)
    assert game.phase == "crawl", "cowed, it lets the guild by"


def test_a_failed_threat_to_a_need_ends_all_bargaining() -> None:
    game = meeting(character(start="surprise"))
    game.lore = game.lore | {("gilded_door", "need", "its enchantment kept")}
    say(game, "threaten", LOSES, trait=1)
    assert game.meeting is not None and not game.meeting.bargains
    assert game.meeting.emotion == "anger"
    with pytest.raises(IllegalCommand, match="will not bargain with the guild again"):
        game.execute(cmd.Approach(approach="request", ask="passage"))


def test_an_unknown_need_cannot_be_aimed_at() -> None:
    game = meeting(character(start="surprise"))
    with pytest.raises(IllegalCommand, match="does not know that need"):
        game.execute(cmd.Approach(approach="threaten", trait=1))


# --- what each mood does (pp. 100–102) ------------------------------------------------------


@pytest.mark.parametrize(
    ("emotion", "intensity", "ask", "granted"),
    [
        ("trust", "basic", "passage", True),
        ("joy", "basic", "information", False),  # a fair exchange first
        ("joy", "intense", "information", True),  # Ecstasy gives advice for nothing
        ("trust", "basic", "aid", False),
        ("trust", "intense", "aid", True),  # Admiration: a temporary ally
        ("fear", "basic", "passage", True),  # fear gives way to a fair demand
        ("fear", "basic", "aid", False),
        ("surprise", "basic", "information", True),  # surprise answers questions
        ("surprise", "basic", "passage", False),  # but does not deal
        ("sadness", "basic", "passage", False),
    ],
)
def test_what_each_mood_grants_on_request(emotion, intensity, ask, granted) -> None:
    game = meeting(character(start=emotion, intensity=intensity))
    events = say(game, "request", ask=ask)
    grants = [g for g in of(events, ev.Gm) if "grant" in g.why]
    assert bool(grants) == granted, [g.why for g in of(events, ev.Gm)]
    if granted and ask == "aid":
        assert game.allies == ("the gilded door",) and game.phase == "crawl"


@pytest.mark.parametrize(
    ("ask", "named"), [("hint", "a hint"), ("information", "news"), ("aid", "their aid")]
)
def test_a_fair_exchange_names_what_was_asked_as_a_sentence_would(ask: str, named: str) -> None:
    """Found in play: "trade something for hint"."""
    game = meeting(character(start="trust"))
    events = say(game, "request", ask=ask)
    whys = [g.why for g in of(events, ev.Gm)]
    assert any(w.endswith(f"trade something for {named}") for w in whys), whys


def test_a_negative_mood_tells_the_guild_to_go_then_fights() -> None:
    game = meeting(character(start="distaste"))
    events = say(game, "flatter")
    assert not of(events, ev.Fate) and game.phase == "parley"
    assert any("be gone" in g.why for g in of(events, ev.Gm))
    events = say(game, "flatter")
    assert game.phase == "challenge"
    assert any(g.rule == "p. 101" for g in of(events, ev.Gm)), "its tactics are handed over"


def test_a_like_still_reaches_an_angry_creature() -> None:
    game = meeting(character(start="anger"))
    events = say(game, "offer", service="stories")
    assert moods(events) == [("fear", "basic", "like")]


def test_rage_fights_at_once_and_terror_bolts() -> None:
    game = meeting(character(start="anger"))
    say(game, "threaten")  # a dislike: anger deepens to Rage
    assert game.phase == "challenge"
    calm = character(start="fear", dislikes=(Trait(text="cold iron", tastes=("iron",)),))
    game = meeting(calm)
    events = say(game, "threaten", WINS)  # cowed: toward fear, which deepens to Terror
    assert moods(events) == [("fear", "intense", "wands")]
    assert game.phase == "crawl" and any("bolt" in g.why for g in of(events, ev.Gm))


def test_sadness_lets_its_need_slip_at_the_first_exchange() -> None:
    game = meeting(character(start="sadness"))
    events = say(game, "ask")
    assert ("gilded_door", "need", "its enchantment kept") in game.lore
    assert any(g.rule == "p. 101" for g in of(events, ev.Gm))


def test_lore_tells_likes_and_dislikes_for_a_bid() -> None:
    game = meeting(character(start="surprise"))
    bids = sum(a.lore_bids for a in game.guild.adventurers)
    game.execute(cmd.Approach(approach="lore"))
    assert sum(a.lore_bids for a in game.guild.adventurers) == bids - 1
    assert {("gilded_door", "like", "stories"), ("gilded_door", "dislike", "threats")} <= game.lore


def test_talk_shows_what_the_guild_knows_numbered() -> None:
    game = meeting(character(start="surprise", intensity="mild"))
    events = game.execute(cmd.Talk())
    (shown,) = of(events, ev.Narration)
    assert "Distraction (surprise, mild)" in shown.text
    assert "Likes: 1. stories." in shown.text and "Needs: unknown." in shown.text


# --- languages (p. 29) and Fame (p. 46) ----------------------------------------------------


def test_words_need_a_shared_language_but_gifts_do_not() -> None:
    game = meeting(character(start="surprise", speaks=("ancient_underfolk",)))
    for a in game.guild.adventurers:  # no Loremaster, who gets by in any tongue (p. 79)
        talents = tuple(t for t in a.talents if t.id != "loremaster")
        game.set_adventurer(a.model_copy(update={"talents": talents}))
    with pytest.raises(IllegalCommand, match=r"speaks? only Ancient Underfolk.*\(p\. 29\)"):
        game.execute(cmd.Approach(approach="flatter"))
    events = say(game, "offer", service="stories")
    assert moods(events) == [("joy", "basic", "like")]


def test_a_famous_guild_warms_a_first_meeting_after_the_start() -> None:
    game = meeting(character(start="fear"), deeds=3)
    assert moods(game.log.events) == [("fear", "basic", "start"), ("trust", "basic", "fame")]
    game = meeting(character(start="fear"), deeds=2)
    assert moods(game.log.events) == [("fear", "basic", "start")]


def test_the_cards_set_the_mood_when_the_scene_does_not() -> None:
    game = Game.new(WALK)
    game.states[1] = LevelState(marked=EVERY_EVENT)
    stack(game, major=(6,))
    game.execute(cmd.Delve())
    stack(game, minor=("Three of Cups",))
    game.draw("minor", "test")  # the Three is drawn …
    game.decks = tarot.discard_all(game.decks, (tarot.card_named("Three of Cups"),))  # … and shown
    meet.start_character(game, character())
    (start,) = of(game.log.events, ev.Disposition)
    assert (start.emotion, start.card.name) == ("distaste", "Three of Cups")


# --- Banter in a Challenge (p. 119) ------------------------------------------------------------


def test_banter_that_beats_morale_shifts_one_step_and_fear_runs() -> None:
    """Pressed on, the parley becomes a Challenge (p. 100); Banter on the speaker's turn is a
    card plus Wands against Morale (p. 119)."""
    game = meeting(character(start="anger"))
    say(game, "flatter")
    say(game, "flatter")  # pressed on: a fight
    assert game.phase == "challenge" and game.challenge is not None
    speaker = max(
        game.challenge.side("guild"), key=lambda f: game.guild.adventurer(f.key).attributes.wands
    )
    wands = game.guild.adventurer(speaker.key).attributes.wands
    hand_over(game, speaker.key, "King of Wands")
    game.challenge = replace(
        game.challenge, step="turn", actor=speaker.key, spent=frozenset({speaker.key})
    )
    events = game.execute(
        cmd.Play(
            who=speaker.key,
            card="King of Wands",
            action="Banter",
            target="foes.1",
            option="intimidate",
        )
    )
    if game.challenge is not None and game.challenge.step == "interrupt":
        events += game.execute(cmd.Pass())  # a Quick! guild-mate may go first (p. 74): not now
    assert any("Morale 18" in g.why for g in of(events, ev.Gm))  # one foe, unhurt: neutral
    if 14 + wands > 18:
        assert moods(events)[0] == ("fear", "basic", "banter")
    else:
        assert not moods(events)


def test_appealing_to_a_like_pleases_even_when_a_dislike_shares_its_taste() -> None:
    """p. 100: an appeal to a known like is the automatic beneficial step, though the same taste
    may sit among its dislikes too (the Scorpion Men's post and their hate of being hurried)."""
    person = character(
        start="surprise", dislikes=(Trait(text="stories told badly", tastes=("stories",)),)
    )
    game = meeting(person)
    events = say(game, "appeal", trait=1)
    assert not of(events, ev.Fate)
    assert moods(events) == [("joy", "basic", "like")]


def test_a_single_named_character_takes_a_singular_verb() -> None:
    game = meeting(character(start="trust"))
    events = say(game, "request", ask="passage")
    assert any(g.why.startswith("the gilded door grants passage") for g in of(events, ev.Gm))


def test_a_thing_offered_is_named_with_its_article_in_the_ruling() -> None:
    """Issue 19: "an ally's help is a great deal to ask for Lantern" — the thing traded runs on
    in the sentence as a common noun: "for a torch"."""
    kept = Trait(text="its enchantment kept", tastes=(), threats=("tools",))  # no bargain meets it
    game = meeting(character(start="joy", needs=(kept,)))
    carried = {c.item for a in game.guild.adventurers for c in a.inventory.things()}
    item = next(i for i in ("torch", "lantern", "dagger") if i in carried)
    name = game.pack.items[item].name
    events = say(game, "trade", item=item, ask="aid")
    (ruling,) = [g.why for g in of(events, ev.Gm) if "great deal to ask" in g.why]
    assert f"a great deal to ask for a {name.lower()}:" in ruling, ruling
    assert name not in ruling, ruling


def test_a_service_offered_reads_as_an_offer_in_the_ruling() -> None:
    """The service's words ran on bare: "a fair exchange for trade riddles with it"."""
    game = meeting(character(start="trust"))
    service = next(t for t in game.pack.tastes.values() if t.service and not t.items)
    events = say(game, "trade", service=service.id, ask="information")
    whys = [g.why for g in of(events, ev.Gm)]
    assert any(f"a fair exchange for an offer to {service.service}" in w for w in whys), whys


def test_an_appeal_names_the_like_once() -> None:
    """Found in play: "an appeal to a little warm blood … meets what two Face Rats like (a
    little warm blood …)" — the ruling quoted the like it had just named."""
    game = meeting(character(start="surprise"))
    events = say(game, "appeal", trait=1)
    said = [g.why for g in of(events, ev.Gm) if "beneficial step" in g.why]
    assert said and said[0].count("stories") == 1, said
