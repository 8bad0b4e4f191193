#!/usr/bin/env python3
"""A stand-in for APNs over HTTP/2 and TLS on 127.0.0.1, for the `send` tests and benchmark.

It checks what APNs checks (path, method, topic, push type, priority, apns-id, collapse id, size,
the ES256 provider token against the key's public half, or the TLS client certificate) and answers
with APNs's status codes and JSON bodies. What it does beyond that is keyed by the device token:
the token's bytes, read as text up to the first zero byte, name a behaviour:

  reason:NAME   answer with APNs's error NAME (status from the table below)
  once:NAME     answer NAME the first time this token is seen, 200 after
  slow:MS       wait MS milliseconds, then 200
  goaway        answer 200, then GOAWAY with this stream as the last, and close; streams after
                it are left unprocessed (the client sees them refused)
  reset         reset the stream (RST_STREAM INTERNAL_ERROR) without an answer
  refuse        the first time this token is seen, refuse the stream (RST_STREAM REFUSED_STREAM,
                not processed); 200 after
  drop          the first time this token is seen, drop the connection at once without GOAWAY
                (streams in flight get no answer); 200 after
  hang          never answer
Any other token is a normal device: 200.

Every request is answered after --delay-ms milliseconds (0 by default) and appended to --log as
one JSON line: the connection's number, the streams in flight on it when the request arrived
(this one included), the headers with the token as sent.
The port is written to --port-file once listening.
"""
import argparse
import asyncio
import json
import ssl
import time
import uuid

import h2.config
import h2.connection
import h2.events
import h2.settings
import h2.errors
import jwt

STATUS = {
    "BadCollapseId": 400, "BadDeviceToken": 400, "BadExpirationDate": 400, "BadMessageId": 400,
    "BadPriority": 400, "BadTopic": 400, "DeviceTokenNotForTopic": 400, "DuplicateHeaders": 400,
    "IdleTimeout": 400, "InvalidPushType": 400, "MissingDeviceToken": 400, "MissingTopic": 400,
    "PayloadEmpty": 400, "TopicDisallowed": 400, "BadCertificate": 403, "BadCertificateEnvironment": 403,
    "BadEnvironmentKeyIdInToken": 403, "BadEnvironmentKeyInToken": 403,
    "ExpiredProviderToken": 403, "Forbidden": 403, "InvalidProviderToken": 403, "MissingProviderToken": 403,
    "BadPath": 404, "MethodNotAllowed": 405, "ExpiredToken": 410, "Unregistered": 410,
    "PayloadTooLarge": 413, "TooManyProviderTokenUpdates": 429, "TooManyRequests": 429,
    "InternalServerError": 500, "ServiceUnavailable": 503, "Shutdown": 503,
}
SUFFIXES = {"liveactivity": ".push-type.liveactivity", "voip": ".voip", "location": ".location-query"}
PUSH_TYPES = {"alert", "background", "voip", "location", "complication", "fileprovider", "mdm",
              "liveactivity", "pushtotalk", "widgets", "controls"}
UNREGISTERED_AT = 1700000000000


class State:
    def __init__(self, args):
        self.args = args
        self.public_key = open(args.public_key).read() if args.public_key else None
        self.seen_once = set()
        self.log = open(args.log, "a", buffering=1) if args.log else None
        self.connections = 0


def behaviour(token):
    try:
        raw = bytes.fromhex(token)
    except ValueError:
        return ""
    return raw.split(b"\0", 1)[0].decode("latin-1")


class Connection:
    def __init__(self, state, reader, writer):
        self.state = state
        self.reader = reader
        self.writer = writer
        config = h2.config.H2Configuration(client_side=False, header_encoding="utf-8")
        self.conn = h2.connection.H2Connection(config=config)
        self.requests = {}
        self.closing = False
        self.last_stream = None
        self.handled_max = 0
        self.pending = set()
        state.connections += 1
        self.number = state.connections

    async def run(self):
        self.conn.initiate_connection()
        self.conn.update_settings({h2.settings.SettingCodes.MAX_CONCURRENT_STREAMS: self.state.args.max_streams})
        await self.flush()
        while True:
            try:
                data = await self.reader.read(65536)
            except ConnectionError:
                break
            if not data:
                break
            try:
                events = self.conn.receive_data(data)
            except Exception:
                break
            for event in events:
                if isinstance(event, h2.events.RequestReceived):
                    self.requests[event.stream_id] = {"headers": dict(event.headers), "body": b""}
                elif isinstance(event, h2.events.DataReceived):
                    if event.stream_id in self.requests:
                        self.requests[event.stream_id]["body"] += event.data
                    self.conn.acknowledge_received_data(event.flow_controlled_length, event.stream_id)
                elif isinstance(event, h2.events.StreamEnded):
                    request = self.requests.pop(event.stream_id, None)
                    if request is not None and not self.closing:
                        self.handled_max = max(self.handled_max, event.stream_id)
                        task = asyncio.ensure_future(self.handle(event.stream_id, request))
                        self.pending.add(task)
                        task.add_done_callback(self.pending.discard)
            await self.flush()
        self.writer.close()

    async def flush(self):
        data = self.conn.data_to_send()
        if data:
            self.writer.write(data)
            try:
                await self.writer.drain()
            except ConnectionError:
                self.closing = True

    async def respond(self, stream_id, status, apns_id, reason=None, extra=None):
        if self.closing and self.last_stream is not None and stream_id > self.last_stream:
            return
        body = b""
        if reason is not None:
            payload = {"reason": reason}
            if extra:
                payload.update(extra)
            body = json.dumps(payload).encode()
        headers = [(":status", str(status)), ("apns-id", apns_id)]
        if body:
            headers.append(("content-type", "application/json"))
        try:
            self.conn.send_headers(stream_id, headers, end_stream=not body)
            if body:
                self.conn.send_data(stream_id, body, end_stream=True)
        except Exception:
            return
        await self.flush()

    def check(self, headers, body, token):
        """APNs's own checks; returns (status, reason) or None when the request is acceptable."""
        args = self.state.args
        if headers.get(":method") != "POST":
            return 405, "MethodNotAllowed"
        if not token:
            return 400, "MissingDeviceToken"
        if not body:
            return 400, "PayloadEmpty"
        push_type = headers.get("apns-push-type", "alert")
        if push_type not in PUSH_TYPES:
            return 400, "InvalidPushType"
        limit = 5120 if push_type == "voip" else 4096
        if len(body) > limit:
            return 413, "PayloadTooLarge"
        topic = headers.get("apns-topic")
        if not topic:
            return 400, "MissingTopic"
        if topic != args.topic + SUFFIXES.get(push_type, ""):
            return 400, "DeviceTokenNotForTopic" if topic.startswith(args.topic) else "TopicDisallowed"
        priority = headers.get("apns-priority", "10")
        if priority not in ("1", "5", "10") or (push_type == "background" and priority != "5"):
            return 400, "BadPriority"
        apns_id = headers.get("apns-id")
        if apns_id is not None:
            try:
                uuid.UUID(apns_id)
            except ValueError:
                return 400, "BadMessageId"
        if len(headers.get("apns-collapse-id", "").encode()) > 64:
            return 400, "BadCollapseId"
        if args.auth == "token":
            authorization = headers.get("authorization", "")
            if not authorization.startswith("bearer "):
                return 403, "MissingProviderToken"
            token_text = authorization[len("bearer "):]
            try:
                header = jwt.get_unverified_header(token_text)
                claims = jwt.decode(token_text, self.state.public_key, algorithms=["ES256"],
                                    options={"verify_exp": False, "verify_iat": False})
            except jwt.PyJWTError:
                return 403, "InvalidProviderToken"
            if header.get("kid") != args.key_id or claims.get("iss") != args.team_id:
                return 403, "InvalidProviderToken"
            if time.time() - claims.get("iat", 0) > 3600:
                return 403, "ExpiredProviderToken"
        return None

    async def handle(self, stream_id, request):
        await asyncio.sleep(0.005)  # processing takes a moment, so a GOAWAY can overtake later streams
        if self.closing and self.last_stream is not None and stream_id > self.last_stream:
            return
        headers, body = request["headers"], request["body"]
        path = headers.get(":path", "")
        token = path[len("/3/device/"):] if path.startswith("/3/device/") else ""
        apns_id = headers.get("apns-id") or str(uuid.uuid4())
        if self.state.log:
            self.state.log.write(json.dumps({"connection": self.number, "in_flight": len(self.pending),
                                             "stream": stream_id, "path": path, "headers": headers,
                                             "body": body.decode("utf-8", "replace")}) + "\n")
        if not path.startswith("/3/device/"):
            return await self.respond(stream_id, 404, apns_id, "BadPath")
        problem = self.check(headers, body, token)
        if problem:
            return await self.respond(stream_id, problem[0], apns_id, problem[1])
        what = behaviour(token)
        if what in ("refuse", "drop") and token not in self.state.seen_once:
            self.state.seen_once.add(token)
            if what == "drop":
                self.closing = True
                self.writer.transport.abort()
                return
            self.conn.reset_stream(stream_id, error_code=h2.errors.ErrorCodes.REFUSED_STREAM)
            return await self.flush()
        if self.state.args.delay_ms:
            await asyncio.sleep(self.state.args.delay_ms / 1000)
        if what.startswith("reason:") or what.startswith("once:"):
            name = what.split(":", 1)[1]
            if what.startswith("once:"):
                if token in self.state.seen_once:
                    return await self.respond(stream_id, 200, apns_id)
                self.state.seen_once.add(token)
            extra = {"timestamp": UNREGISTERED_AT} if STATUS.get(name) == 410 else None
            return await self.respond(stream_id, STATUS.get(name, 400), apns_id, name, extra)
        if what.startswith("slow:"):
            await asyncio.sleep(int(what.split(":", 1)[1]) / 1000)
            return await self.respond(stream_id, 200, apns_id)
        if what == "goaway":
            # Streams before this one are answered (h2 sends nothing after its GOAWAY); streams
            # after it are left unprocessed, which the GOAWAY's last stream ID tells the client.
            self.last_stream = stream_id
            self.closing = True
            await self.respond(stream_id, 200, apns_id)
            others = [task for task in self.pending if task is not asyncio.current_task()]
            if others:
                await asyncio.wait(others, timeout=10)
            self.conn.close_connection(last_stream_id=self.last_stream)
            await self.flush()
            await asyncio.sleep(0.05)
            self.writer.close()
            return
        if what == "reset":
            self.conn.reset_stream(stream_id, error_code=h2.errors.ErrorCodes.INTERNAL_ERROR)
            return await self.flush()
        if what == "hang":
            return
        await self.respond(stream_id, 200, apns_id)


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cert", required=True)
    parser.add_argument("--cert-key", required=True)
    parser.add_argument("--auth", choices=["token", "cert"], default="token")
    parser.add_argument("--public-key")
    parser.add_argument("--client-ca")
    parser.add_argument("--key-id", default="ABC123DEFG")
    parser.add_argument("--team-id", default="DEF123GHIJ")
    parser.add_argument("--topic", default="com.example.app")
    parser.add_argument("--max-streams", type=int, default=100)
    parser.add_argument("--delay-ms", type=int, default=0)
    parser.add_argument("--log")
    parser.add_argument("--port-file", required=True)
    args = parser.parse_args()
    state = State(args)

    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(args.cert, args.cert_key)
    context.set_alpn_protocols(["h2"])
    if args.auth == "cert":
        context.verify_mode = ssl.CERT_REQUIRED
        context.load_verify_locations(args.client_ca)

    async def serve(reader, writer):
        await Connection(state, reader, writer).run()

    server = await asyncio.start_server(serve, "127.0.0.1", 0, ssl=context)
    port = server.sockets[0].getsockname()[1]
    with open(args.port_file + ".tmp", "w") as handle:
        handle.write(str(port))
    import os
    os.rename(args.port_file + ".tmp", args.port_file)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        pass
