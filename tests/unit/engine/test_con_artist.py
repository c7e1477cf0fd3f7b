"""Con Artist (p. 74): the bid rests on a few minutes spent watching or talking to the person;
below ground that time is a Meatgrinder draw for time (p. 91), and the bot picks which taste
to read by a named policy (``worm.gm.con_artist``). The person is ``test_parley``'s gilded
door (``test_lore_questions.door``)."""

from __future__ import annotations

from tests.unit.engine.test_lore_bids import LIKES, teach
from tests.unit.engine.test_lore_questions import door, rules
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import lore_questions, meet
from worm.engine.autoplay import Autoplay
from worm.engine.parley import lore_grounds
from worm.engine.session import Game
from worm.gm import con_artist


def draws(events: list[ev.Event]) -> list[str]:
    return [e.trigger for e in events if isinstance(e, ev.Meatgrinder)]


def con_door() -> tuple[Game, str]:
    game = door()
    game.lore = game.lore - LIKES  # nothing known of the door's tastes yet
    who = game.guild.adventurers[0].id
    teach(game, who, lore_questions.CON_ARTIST)
    return game, who


def test_the_few_minutes_of_watching_cost_a_draw_for_time() -> None:
    game, who = con_door()
    assert game.phase in ("parley", "crawl"), "below ground, where time is drawn for"
    watches = game.watches
    events = game.execute(cmd.Approach(approach="lore", who=who, taste="like"))
    assert any("watching" in why for why in rules(events, "p. 74"))
    assert draws(events) == ["time"], "one draw that counts only on I–V (p. 91)"
    assert game.watches == watches, "a few minutes are no watch"


def test_a_bid_on_a_motif_needs_no_watching() -> None:
    """The same bidder with a motif that reaches the creature bids as anyone does (p. 32)."""
    game, who = con_door()
    a = game.guild.adventurer(who)
    game.set_adventurer(a.model_copy(update={"motifs": ("Veteran witch-hunter", *a.motifs[1:])}))
    assert game.meeting is not None
    grounds = lore_grounds(game, game.meeting, game.guild.adventurer(who))
    assert grounds is not None and grounds[1] is None, "the motif reaches it (p. 32)"
    events = game.execute(cmd.Approach(approach="lore", who=who))
    assert draws(events) == []


def test_the_policy_reads_a_like_then_a_dislike_then_nothing() -> None:
    game, _ = con_door()
    meeting = game.meeting
    assert meeting is not None
    kinds = [t.kind for t in meeting.traits]
    likes = {i for i, k in enumerate(kinds) if k == "like"}
    dislikes = {i for i, k in enumerate(kinds) if k == "dislike"}
    assert likes and dislikes, "the door has both"
    assert con_artist.pick(meeting.traits, set()) == "like"
    assert con_artist.pick(meeting.traits, likes) == "dislike"
    assert con_artist.pick(meeting.traits, likes | dislikes) is None


def test_the_bot_reads_a_dislike_once_every_like_is_known() -> None:
    game, who = con_door()
    meeting = game.meeting
    assert meeting is not None
    likes = [i for i, t in enumerate(meeting.traits) if t.kind == "like"]
    meet.learn(game, meeting, likes, how="lore")
    bid = Autoplay().next(game)
    assert isinstance(bid, cmd.Approach) and bid.approach == "lore"
    assert bid.taste == "dislike"
    game.execute(bid)
    known = {meeting.traits[i].kind for i in meet.known(game, game.meeting or meeting)}
    assert "dislike" in known
