import { VideoAreaPage, type VideoAreaProps, videoAreaMetadata } from '@/components/video/video-area-page';

export const generateMetadata = (props: VideoAreaProps) => videoAreaMetadata('/new-videos', props);

export default function NewVideosPage(props: VideoAreaProps) {
  return <VideoAreaPage area="/new-videos" {...props} />;
}
