import { type ActorVideoProps, ActorVideoPage, actorVideoMetadata } from './_components/actor-video-page';

export const generateMetadata = (props: ActorVideoProps) => actorVideoMetadata('all', props);

export default function ActorVideosPage(props: ActorVideoProps) {
  return <ActorVideoPage variant="all" {...props} />;
}
